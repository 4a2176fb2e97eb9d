import type { PaymentView, TipChoice } from '@linework/contract/payments';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { paymentConfigQuery } from '../../../components/card-form/payment-config.ts';
import { SandboxCardForm } from '../../../components/card-form/sandbox-card-form.tsx';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { ChangeTermsNotice } from '../../../components/change-terms.tsx';
import { HoldCountdown } from '../../../components/hold-countdown.tsx';
import { loadingDialog } from '../../../components/loading-store.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { SignInToContinue } from '../../../components/sign-in-to-continue.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { browserZone, dateTimeIn } from '../../../lib/dates.ts';
import { arrivalFocus } from '../../../lib/focus.ts';
import { formatMoney } from '../../../lib/money.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { appointmentKeys, paymentKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.tsx';
import { toast } from '../../../lib/toast.ts';
import { confirmPayment, type PayWith } from '../api/confirm-payment.ts';
import { paymentQuery } from '../api/get-payment.ts';
import { savedCardsQuery } from '../api/list-saved-cards.ts';
import { setTip } from '../api/set-tip.ts';
import { afterPaying } from './after-paying.ts';
import { LineItems } from './line-items.tsx';
import { TipPicker } from './tip-picker.tsx';

// Stripe Elements is its own chunk, fetched only when Stripe is the provider.
const StripeCardForm = lazy(() => import('../../../components/card-form/stripe-card-form.tsx'));

/** A card brand as people say it: visa → Visa, amex → American Express. */
const brandName = (brand: string) =>
  ({ amex: 'American Express', mastercard: 'Mastercard', visa: 'Visa', discover: 'Discover' })[brand] ??
  brand.charAt(0).toUpperCase() + brand.slice(1);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function WhatYouPay({ p }: { p: PaymentView }) {
  const a = p.appointment;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography fontWeight={700}>
          {a.serviceName} with {a.artistName}
        </Typography>
        <Typography>
          {p.shop.name}, {p.shop.addressLine}, {p.shop.city}
        </Typography>
        <Typography>
          {dateTimeIn(a.startsAt, p.shop.timeZone)} ({p.shop.city} time)
        </Typography>
        {browserZone() !== p.shop.timeZone && (
          <Typography variant="body2" color="text.secondary">
            {dateTimeIn(a.startsAt)} your time
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

function Checkout({ p }: { p: PaymentView }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = useQuery(paymentConfigQuery());
  const [attempt, setAttempt] = useState(0);
  const [problem, setProblem] = useState('');
  const [tipBusy, setTipBusy] = useState(false);
  const saved = useQuery(savedCardsQuery());
  // A saved card, by its id, or 'new' for the card form; the first saved card until one is chosen.
  const [chosen, setChosen] = useState<string | null>(null);
  const payWith = chosen ?? saved.data?.[0]?.id ?? 'new';
  const [saveCard, setSaveCard] = useState(false);
  const key = paymentQuery(p.id).queryKey;
  const total = formatMoney(p.totalAmount, p.currency, undefined, true);
  usePageTitle(p.kind === 'deposit' ? 'Pay your deposit' : 'Pay your balance');

  // Paid (here or in another tab): where paying leads, as after paying here.
  if (p.status === 'succeeded') return <Navigate to={afterPaying(p)} replace />;

  const changeTip = async (tip: TipChoice | null) => {
    setTipBusy(true);
    try {
      queryClient.setQueryData(key, await setTip(p.id, tip));
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setTipBusy(false);
    }
  };

  const pay = async (method: PayWith) => {
    setProblem('');
    loadingDialog.show({ header: `Paying ${total}…` });
    try {
      const outcome = await confirmPayment(p.id, method);
      const { nextActionUrl, ...payment } = outcome;
      if (nextActionUrl) {
        loadingDialog.show({
          header: 'Taking you to your bank…',
          message: 'Your bank asks you to confirm this payment.',
        });
        window.location.assign(nextActionUrl);
        return;
      }
      if (payment.status === 'succeeded') {
        await queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
        if ('saveCard' in method && method.saveCard)
          await queryClient.invalidateQueries({ queryKey: paymentKeys.savedCards() });
        loadingDialog.success('Payment received. Thank you!');
        await pause(900);
        // The checkout is done with: a paid deposit lands on "You're booked" with the next steps,
        // a balance on its receipt; either takes the checkout's place in the history. The dialog
        // goes once that page is there, so nothing half-drawn shows between them.
        await navigate(afterPaying(payment), { replace: true });
        loadingDialog.hide();
        queryClient.setQueryData(key, payment);
        return;
      }
      queryClient.setQueryData(key, payment);
      loadingDialog.hide();
      setAttempt((n) => n + 1);
    } catch (error) {
      loadingDialog.hide();
      setProblem((error as ApiError).message);
      await queryClient.invalidateQueries({ queryKey: key });
    }
  };

  const formProps = {
    payLabel: `Pay ${total}`,
    amount: p.totalAmount,
    currency: p.currency,
    onPaymentMethod: (paymentMethodId: string) => pay({ paymentMethodId, saveCard }),
    attempt,
  };
  const cards = saved.data ?? [];
  const savedChosen = cards.find((c) => c.id === payWith);
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Stack spacing={0.5}>
        <Typography variant="h1">{p.kind === 'deposit' ? 'Pay your deposit' : 'Pay your balance'}</Typography>
        <Typography color="text.secondary">
          {p.kind === 'deposit'
            ? 'The deposit confirms your appointment and comes off the price.'
            : p.appointment.depositAmount > 0
              ? 'What is left of the price after your deposit.'
              : 'The price of your appointment: no deposit was taken.'}
        </Typography>
      </Stack>
      <WhatYouPay p={p} />
      {p.kind === 'deposit' && p.appointment.holdExpiresAt && (
        <HoldCountdown until={p.appointment.holdExpiresAt} />
      )}
      <LineItems
        label="What you pay"
        items={p.lineItems}
        currency={p.currency}
        totalLabel="Total"
        total={p.totalAmount}
      />
      {p.kind === 'balance' && <TipPicker payment={p} busy={tipBusy} onChange={changeTip} />}
      {p.kind === 'deposit' && (
        <ChangeTermsNotice
          terms={p.terms}
          depositAmount={p.appointment.depositAmount}
          currency={p.currency}
          timeZone={p.shop.timeZone}
          city={p.shop.city}
        />
      )}
      {p.kind === 'deposit' && p.policy.length > 0 && (
        <Stack component="section" spacing={0.5} aria-labelledby="policy-title">
          <Typography variant="h2" id="policy-title">
            Deposit and cancellation
          </Typography>
          {p.policy.map((sentence) => (
            <Typography key={sentence} variant="body2">
              {sentence}
            </Typography>
          ))}
        </Stack>
      )}
      <Stack component="section" spacing={2} aria-labelledby="card-title">
        <Typography variant="h2" id="card-title">
          Card
        </Typography>
        {p.lastError && (
          // Back from the bank's page, the checkout opens on its refusal, beside the card to try again.
          <Alert severity="error" role="alert" {...arrivalFocus}>
            <AlertTitle>The payment did not go through</AlertTitle>
            {p.lastError.message}
          </Alert>
        )}
        {p.status === 'requires_action' && !p.lastError && (
          <Alert severity="info">
            Your bank has not confirmed the last try. Nothing was charged; you can pay again.
          </Alert>
        )}
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        {cards.length > 0 && (
          // "Book again": the card saved last time pays in one tap, or a new card.
          <FormControl component="fieldset">
            <FormLabel component="legend">Pay with</FormLabel>
            <RadioGroup value={payWith} onChange={(e) => setChosen(e.target.value)}>
              {cards.map((c) => (
                <FormControlLabel
                  key={c.id}
                  value={c.id}
                  control={<Radio />}
                  label={`Your saved ${brandName(c.brand)} ending ${c.last4}`}
                />
              ))}
              <FormControlLabel value="new" control={<Radio />} label="A new card" />
            </RadioGroup>
          </FormControl>
        )}
        {savedChosen ? (
          <Box>
            <Button
              variant="contained"
              size="large"
              onClick={() => void pay({ savedCardId: savedChosen.id })}
            >
              Pay {total}
            </Button>
          </Box>
        ) : (
          <>
            {config.data?.provider === 'stripe' && config.data.publishableKey ? (
              <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
                <StripeCardForm {...formProps} publishableKey={config.data.publishableKey} />
              </Suspense>
            ) : config.data ? (
              <SandboxCardForm {...formProps} />
            ) : (
              <Skeleton variant="rounded" height={220} />
            )}
            <FormControlLabel
              control={<Checkbox checked={saveCard} onChange={(e) => setSaveCard(e.target.checked)} />}
              label="Save this card for my next booking (we keep only its brand and last four digits)"
            />
          </>
        )}
      </Stack>
      <Link component={RouterLink} to={`/booking/${p.appointment.id}`}>
        Back to your appointment
      </Link>
    </Stack>
  );
}

/** /checkout/{paymentId}: what is paid, a tip for balances, the card form, and the way to the receipt. */
export function CheckoutPage({ paymentId }: { paymentId: string }) {
  const { user } = useSession();
  const query = useQuery({ ...paymentQuery(paymentId), enabled: Boolean(user.data) });
  if (user.isLoading) return <CenteredSpinner />;
  if (!user.data) {
    return <SignInToContinue title="Checkout" message="Sign in with the account you booked with to pay." />;
  }
  return (
    <QueryState query={query} what="payment">
      {(p) => <Checkout p={p} />}
    </QueryState>
  );
}
