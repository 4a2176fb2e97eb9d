import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { NotFound } from '../../../components/not-found.tsx';
import { SignInToContinue } from '../../../components/sign-in-to-continue.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { getAttribution } from '../../../lib/attribution.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.tsx';
import { confirmEmailIfAsked } from '../../../lib/sign-in.ts';
import { createPayment } from '../api/create-payment.ts';
import { paymentQuery } from '../api/get-payment.ts';

/** /checkout?appointmentId=&kind=: makes the payment on the server and moves to /checkout/{paymentId}. */
export function StartCheckout() {
  usePageTitle('Checkout');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const appointmentId = params.get('appointmentId') ?? '';
  const kindParam = params.get('kind') ?? 'deposit';
  const kind = kindParam === 'deposit' || kindParam === 'balance' ? kindParam : null;
  const [problem, setProblem] = useState<ApiError | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!user.data || !appointmentId || !kind || started.current) return;
    started.current = true;
    const start = (): Promise<void> =>
      // The server keeps one open payment per appointment and kind, so a reload finds the same one.
      createPayment({ appointmentId, kind, attribution: getAttribution() ?? undefined }).then(
        (payment) => {
          queryClient.setQueryData(paymentQuery(payment.id).queryKey, payment);
          navigate(`/checkout/${payment.id}`, { replace: true });
        },
        // An account that has not confirmed its email enters the code here and pays on.
        async (error: ApiError) => ((await confirmEmailIfAsked(error)) ? start() : setProblem(error)),
      );
    void start();
  }, [user.data, appointmentId, kind, navigate, queryClient]);

  if (!appointmentId || !kind) return <NotFound what="checkout" />;
  if (user.isLoading) return <CenteredSpinner />;
  if (!user.data) {
    return (
      <SignInToContinue
        title="Checkout"
        message="Sign in with the account you booked with to pay for this appointment."
      />
    );
  }
  if (problem?.status === 404) return <NotFound what="appointment" />;
  if (problem) {
    return (
      <Stack spacing={2} alignItems="flex-start" sx={{ py: 4, maxWidth: 640 }}>
        <Alert severity={problem.code === 'NOTHING_TO_PAY' ? 'info' : 'error'} sx={{ width: '100%' }}>
          {problem.message}
        </Alert>
        <Button variant="contained" component={RouterLink} to={`/booking/${appointmentId}`}>
          See your appointment
        </Button>
      </Stack>
    );
  }
  return <CenteredSpinner label="Preparing your checkout" />;
}
