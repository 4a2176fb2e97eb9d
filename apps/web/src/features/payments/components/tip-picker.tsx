import type { PaymentView, TipChoice } from '@linework/contract/payments';
import { tipPercents } from '@linework/contract/payments';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { currencyDigits, formatMoney } from '../../../lib/money.ts';

type Choice = 'none' | '15' | '20' | '25' | 'custom';

const currentChoice = (p: PaymentView): Choice =>
  p.tipPercent ? (String(p.tipPercent) as Choice) : p.tipAmount > 0 ? 'custom' : 'none';

/** "12.50" in the currency's own units → minor units; undefined when it is not an amount. */
export function toMinorUnits(text: string, currency: string): number | undefined {
  const digits = currencyDigits(currency);
  const pattern = digits ? new RegExp(`^\\d+([.,]\\d{1,${digits}})?$`) : /^\d+$/;
  const clean = text.trim();
  if (!pattern.test(clean)) return undefined;
  return Math.round(Number(clean.replace(',', '.')) * 10 ** digits);
}

/**
 * A tip for the artist on a balance: 15, 20 or 25 % or an amount of one's own. The server computes
 * the tip and the new total; the page shows what it answers.
 */
export function TipPicker({
  payment,
  busy,
  onChange,
}: {
  payment: PaymentView;
  busy: boolean;
  onChange(tip: TipChoice | null): Promise<void>;
}) {
  const [choice, setChoice] = useState<Choice>(currentChoice(payment));
  const digits = currencyDigits(payment.currency);
  const [custom, setCustom] = useState(
    payment.tipPercent === null && payment.tipAmount > 0
      ? (payment.tipAmount / 10 ** digits).toFixed(digits)
      : '',
  );
  const [customError, setCustomError] = useState('');
  const symbol = formatMoney(0, payment.currency).replace(/[\d.,\s]/g, '');

  const choose = async (next: Choice | null) => {
    if (!next) return;
    setChoice(next);
    setCustomError('');
    if (next === 'custom') return;
    await onChange(next === 'none' ? null : { percent: Number(next) as (typeof tipPercents)[number] });
  };
  const applyCustom = async () => {
    const amount = toMinorUnits(custom, payment.currency);
    if (amount === undefined) {
      setCustomError(digits ? 'Enter an amount like 12.50' : 'Enter a whole amount like 1500');
      return;
    }
    setCustomError('');
    await onChange({ amount });
  };

  return (
    <Stack component="section" spacing={1} aria-labelledby="tip-title">
      <Typography variant="h2" id="tip-title">
        Add a tip for {payment.appointment.artistName}?
      </Typography>
      <ToggleButtonGroup
        value={choice}
        exclusive
        disabled={busy}
        onChange={(_e, next: Choice | null) => void choose(next)}
        aria-label="Tip"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="none">No tip</ToggleButton>
        {tipPercents.map((p) => (
          <ToggleButton key={p} value={String(p)}>
            {p}%
          </ToggleButton>
        ))}
        <ToggleButton value="custom">Other amount</ToggleButton>
      </ToggleButtonGroup>
      {choice === 'custom' && (
        <Stack direction="row" spacing={1} alignItems="flex-start">
          <TextField
            label="Tip amount"
            value={custom}
            onChange={(e) => setCustom(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void applyCustom();
              }
            }}
            error={Boolean(customError)}
            helperText={customError || ' '}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> },
            }}
            size="small"
          />
          <Button variant="outlined" onClick={() => void applyCustom()} disabled={busy} sx={{ mt: 0.25 }}>
            Add tip
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
