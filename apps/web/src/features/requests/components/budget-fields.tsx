import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RequestFields } from './use-request-form.ts';

const currencySymbol = (currency: string) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency })
    .formatToParts(0)
    .find((p) => p.type === 'currency')?.value ?? currency;

/** The budget's range, in the shop's currency. */
export function BudgetFields({ form, error, currency }: RequestFields & { currency: string }) {
  const symbol = currencySymbol(currency);
  return (
    <Stack spacing={1}>
      <Typography variant="h3" id="budget">
        Budget ({currency})
      </Typography>
      <Stack direction="row" gap={1.5} role="group" aria-labelledby="budget">
        {(['budgetMin', 'budgetMax'] as const).map((name) => (
          <TextField
            key={name}
            {...form.register(name)}
            label={name === 'budgetMin' ? 'From' : 'Up to'}
            inputMode="decimal"
            error={Boolean(error(name))}
            helperText={error(name)}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> },
            }}
            fullWidth
          />
        ))}
      </Stack>
    </Stack>
  );
}
