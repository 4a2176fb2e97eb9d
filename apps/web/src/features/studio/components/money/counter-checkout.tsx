import { type PaymentView, type TipChoice, tipPercents } from '@linework/contract/payments';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { paymentConfigQuery } from '../../../../components/card-form/payment-config.ts';
import { SandboxCardForm } from '../../../../components/card-form/sandbox-card-form.tsx';
import { CenteredSpinner } from '../../../../components/centered-spinner.tsx';
import { currencyDigits, formatMoney } from '../../../../lib/money.ts';
import { parseAmount, payAtCounter, startCounterPayment } from '../../api/money.ts';

const StripeCardForm = lazy(() => import('../../../../components/card-form/stripe-card-form.tsx'));

type TipMode = 'none' | `${(typeof tipPercents)[number]}` | 'custom';

const tipOf = (mode: TipMode, custom: number | null): TipChoice | null =>
  mode === 'none'
    ? null
    : mode === 'custom'
      ? { amount: custom ?? 0 }
      : ({ percent: Number(mode) } as TipChoice);

/**
 * The balance at the counter, on the shop's device: choose the tip with the customer, then the card.
 * The server computes the balance and the tip; the form only says which tip.
 */
export function CounterCheckout({
  businessId,
  appointmentId,
  onPaid,
}: {
  businessId: string;
  appointmentId: string;
  onPaid(): Promise<void>;
}) {
  const config = useQuery(paymentConfigQuery());
  const [payment, setPayment] = useState<PaymentView | null>(null);
  const [mode, setMode] = useState<TipMode>('none');
  const [customText, setCustomText] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [paid, setPaid] = useState('');

  const ask = async (tip: TipChoice | null) => {
    setProblem('');
    setBusy(true);
    try {
      setPayment(await startCounterPayment(businessId, appointmentId, tip));
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const chooseTip = (next: TipMode) => {
    setMode(next);
    if (next !== 'custom') void ask(tipOf(next, null));
  };

  const pay = async (paymentMethodId: string) => {
    if (!payment) return;
    setProblem('');
    try {
      const outcome = await payAtCounter(businessId, payment.id, paymentMethodId);
      if (outcome.nextActionUrl) {
        window.location.assign(outcome.nextActionUrl);
        return;
      }
      if (outcome.status === 'succeeded') {
        setPaid(
          `Paid ${formatMoney(outcome.totalAmount, outcome.currency, undefined, true)}. Receipt ${outcome.receiptNumber ?? ''} is on its way to the customer.`,
        );
        setPayment(null);
        await onPaid();
        return;
      }
      setPayment(outcome);
      setProblem(outcome.lastError?.message ?? 'The card did not go through. Try another card.');
      setAttempt((n) => n + 1);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  const digits = payment ? currencyDigits(payment.currency) : 2;
  const custom = parseAmount(customText, digits);
  const total = payment ? formatMoney(payment.totalAmount, payment.currency, undefined, true) : '';

  return (
    <Card variant="outlined" component="section" aria-labelledby="counter-heading">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h2" id="counter-heading" sx={{ fontSize: '1.25rem' }}>
            Take the balance at the counter
          </Typography>
          <div aria-live="polite">
            {paid && <Alert severity="success">{paid}</Alert>}
            {problem && <Alert severity="error">{problem}</Alert>}
          </div>
          {!payment ? (
            <Button
              variant="contained"
              onClick={() => void ask(null)}
              disabled={busy}
              sx={{ alignSelf: 'start' }}
            >
              Take the balance
            </Button>
          ) : (
            <>
              <FormControl>
                <FormLabel id="counter-tip">Tip</FormLabel>
                <RadioGroup
                  row
                  aria-labelledby="counter-tip"
                  value={mode}
                  onChange={(e) => chooseTip(e.target.value as TipMode)}
                >
                  <FormControlLabel value="none" control={<Radio />} label="No tip" disabled={busy} />
                  {tipPercents.map((p) => (
                    <FormControlLabel
                      key={p}
                      value={String(p)}
                      control={<Radio />}
                      label={`${p}%`}
                      disabled={busy}
                    />
                  ))}
                  <FormControlLabel value="custom" control={<Radio />} label="Other amount" disabled={busy} />
                </RadioGroup>
              </FormControl>
              {mode === 'custom' && (
                <Stack
                  direction="row"
                  spacing={1}
                  component="form"
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (custom !== null) void ask(tipOf('custom', custom));
                  }}
                >
                  <TextField
                    label={`Tip (${payment.currency})`}
                    value={customText}
                    onChange={(e) => setCustomText(e.target.value)}
                    error={customText !== '' && custom === null}
                    helperText={customText !== '' && custom === null ? 'Give an amount like 10.00' : ' '}
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    size="small"
                  />
                  <Button
                    type="submit"
                    variant="outlined"
                    disabled={busy || custom === null}
                    sx={{ alignSelf: 'start' }}
                  >
                    Apply tip
                  </Button>
                </Stack>
              )}
              <Stack component="dl" sx={{ m: 0 }} aria-live="polite">
                {payment.lineItems.map((l) => (
                  <Stack key={l.kind + l.label} direction="row" justifyContent="space-between">
                    <Typography component="dt">{l.label}</Typography>
                    <Typography component="dd" sx={{ m: 0 }}>
                      {formatMoney(l.amount, payment.currency, undefined, true)}
                    </Typography>
                  </Stack>
                ))}
                <Stack direction="row" justifyContent="space-between" sx={{ fontWeight: 700 }}>
                  <Typography component="dt" fontWeight={700}>
                    Total
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }} fontWeight={700}>
                    {total}
                  </Typography>
                </Stack>
              </Stack>
              {config.data?.provider === 'stripe' && config.data.publishableKey ? (
                <Suspense fallback={<CenteredSpinner label="Loading the card form" />}>
                  <StripeCardForm
                    key={payment.totalAmount}
                    payLabel={`Charge ${total}`}
                    amount={payment.totalAmount}
                    currency={payment.currency}
                    onPaymentMethod={pay}
                    attempt={attempt}
                    publishableKey={config.data.publishableKey}
                  />
                </Suspense>
              ) : (
                <SandboxCardForm
                  payLabel={`Charge ${total}`}
                  amount={payment.totalAmount}
                  currency={payment.currency}
                  onPaymentMethod={pay}
                  attempt={attempt}
                />
              )}
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
