import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { confirm } from '../../../../components/confirm-store.ts';
import { LiveProblem } from '../../../../components/live-problem.tsx';
import { currencyDigits, formatMoney } from '../../../../lib/money.ts';
import { parseAmount } from '../../api/money.ts';

type Props = {
  open: boolean;
  /** "deposit" or "balance", as the dialog names the payment. */
  what: string;
  currency: string;
  /** What is left to refund, in minor units. */
  refundable: number;
  onClose(): void;
  onRefund(amount: number, reason: string): Promise<void>;
};

/** How much and why; then a confirmation that says the amount, since money cannot come back. */
export function RefundDialog({ open, what, currency, refundable, onClose, onRefund }: Props) {
  const digits = currencyDigits(currency);
  const [amountText, setAmountText] = useState((refundable / 10 ** digits).toFixed(digits));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const amount = parseAmount(amountText, digits);
  const amountError =
    amount === null || amount <= 0
      ? 'Give an amount more than zero, like 20.00'
      : amount > refundable
        ? `At most ${formatMoney(refundable, currency, undefined, true)} is left to refund`
        : '';
  const reasonError = reason.trim() ? '' : 'Say why, for the customer and the books';

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (amountError || reasonError || amount === null) return;
    const money = formatMoney(amount, currency, undefined, true);
    const sure = await confirm({
      title: `Refund ${money}?`,
      message: `${money} of the ${what} goes back to the customer’s card. This cannot be undone. Reason: ${reason.trim()}`,
      positiveText: `Refund ${money}`,
      negativeText: 'Keep the money',
    });
    if (!sure) return;
    setBusy(true);
    setProblem('');
    try {
      await onRefund(amount, reason.trim());
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="refund-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="refund-title">Refund the {what}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={`Amount (${currency})`}
              value={amountText}
              onChange={(e) => setAmountText(e.target.value)}
              error={touched && Boolean(amountError)}
              helperText={
                (touched && amountError) ||
                `Up to ${formatMoney(refundable, currency, undefined, true)}; less for a partial refund`
              }
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              required
            />
            <TextField
              label="Reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={touched && Boolean(reasonError)}
              helperText={(touched && reasonError) || 'The customer reads it in their email'}
              slotProps={{ htmlInput: { maxLength: 300 } }}
              multiline
              required
            />
            <LiveProblem problem={problem} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Refund…
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
