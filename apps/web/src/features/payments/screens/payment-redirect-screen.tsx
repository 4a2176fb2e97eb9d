import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { loadingDialog } from '../../../components/loading-store.ts';
import { NotFound } from '../../../components/not-found.tsx';
import { SignInToContinue } from '../../../components/sign-in-to-continue.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { appointmentKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.tsx';
import { paymentQuery } from '../api/get-payment.ts';
import { syncPayment } from '../api/sync-payment.ts';
import { afterPaying } from '../components/after-paying.ts';

const pollEveryMs = 1500;
const giveUpAfter = 20;

type Outcome =
  | { kind: 'not-found' }
  | { kind: 'waiting'; paymentId: string }
  | { kind: 'failed'; message: string };

/**
 * /payment-redirect: back from the bank's 3-D Secure page. The provider's query parameters
 * (payment_intent, redirect_status …) are only hints; our API asks the provider and answers with the
 * payment's real state, which decides: the receipt, or the checkout with the reason.
 */
export default function PaymentRedirectScreen() {
  usePageTitle('Finishing your payment');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const paymentId = params.get('paymentId');
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!paymentId || !user.data) return;
    let stopped = false;
    loadingDialog.show({
      header: 'Finishing your payment',
      message: 'We are checking with your bank. Please do not refresh the page.',
    });
    const poll = async (round: number) => {
      try {
        const payment = await syncPayment(paymentId);
        if (stopped) return;
        queryClient.setQueryData(paymentQuery(paymentId).queryKey, payment);
        if (payment.status === 'succeeded') {
          await queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
          loadingDialog.success('Payment received. Thank you!');
          // Leaving this screen closes the dialog (the effect's cleanup) once the next page is there.
          setTimeout(() => navigate(afterPaying(payment), { replace: true }), 900);
          return;
        }
        if (payment.status === 'requires_payment_method' || payment.status === 'canceled') {
          loadingDialog.hide();
          navigate(`/checkout/${paymentId}`, { replace: true });
          return;
        }
        if (round >= giveUpAfter) {
          loadingDialog.hide();
          setOutcome({ kind: 'waiting', paymentId });
          return;
        }
        setTimeout(() => void poll(round + 1), pollEveryMs);
      } catch (error) {
        if (stopped) return;
        loadingDialog.hide();
        setOutcome(
          error instanceof ApiError && error.status === 404
            ? { kind: 'not-found' }
            : { kind: 'failed', message: (error as Error).message },
        );
      }
    };
    void poll(1);
    return () => {
      stopped = true;
      loadingDialog.hide();
    };
  }, [paymentId, user.data, navigate, queryClient]);

  if (!paymentId || outcome?.kind === 'not-found') return <NotFound what="payment" />;
  if (user.isLoading) return <CenteredSpinner />;
  if (!user.data) {
    return (
      <SignInToContinue
        title="Finishing your payment"
        message="Sign in with the account you booked with to see how your payment went."
      />
    );
  }
  if (outcome?.kind === 'waiting') {
    return (
      <Stack spacing={2} alignItems="flex-start" sx={{ py: 4, maxWidth: 640 }}>
        <Typography variant="h1">Your bank has not answered yet</Typography>
        <Alert severity="info" sx={{ width: '100%' }}>
          Nothing is lost: as soon as your bank confirms, we confirm your appointment and email your receipt.
        </Alert>
        <Button variant="contained" component={RouterLink} to={`/checkout/${outcome.paymentId}`}>
          Back to checkout
        </Button>
      </Stack>
    );
  }
  if (outcome?.kind === 'failed') {
    return (
      <Stack spacing={2} alignItems="flex-start" sx={{ py: 4, maxWidth: 640 }}>
        <Typography variant="h1">We could not check your payment</Typography>
        <Alert severity="error" sx={{ width: '100%' }}>
          {outcome.message}
        </Alert>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Try again
        </Button>
      </Stack>
    );
  }
  return <CenteredSpinner label="Finishing your payment" />;
}
