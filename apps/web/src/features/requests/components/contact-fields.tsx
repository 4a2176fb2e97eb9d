import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import type { RequestFields } from './use-request-form.ts';

/**
 * MUI lifts a label when its input is focused or when it sees a value change through the field; a
 * value set from code after mount (the account's details after signing in) goes to the registered
 * input directly, so the label is lifted here whenever there is a value, or it is drawn over it.
 */
const lifted = (value: string | undefined) => ({ inputLabel: value ? { shrink: true } : {} });

/** How the shop can reach the customer: name, email and an optional phone. */
export function ContactFields({ form, error }: RequestFields) {
  const [name, email, phone] = useWatch({
    control: form.control,
    name: ['contactName', 'contactEmail', 'contactPhone'],
  });
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h3" sx={{ mb: 2 }}>
        How can the shop reach you?
      </Typography>
      <TextField
        {...form.register('contactName')}
        label="Name"
        slotProps={lifted(name)}
        autoComplete="name"
        error={Boolean(error('contactName'))}
        helperText={error('contactName')}
        fullWidth
      />
      <TextField
        {...form.register('contactEmail')}
        label="Email"
        slotProps={lifted(email)}
        type="email"
        autoComplete="email"
        error={Boolean(error('contactEmail'))}
        helperText={error('contactEmail') ?? 'The answer and any offer of times come here.'}
        fullWidth
      />
      <TextField
        {...form.register('contactPhone')}
        label="Phone (optional)"
        slotProps={lifted(phone)}
        type="tel"
        autoComplete="tel"
        error={Boolean(error('contactPhone'))}
        helperText={error('contactPhone') ?? 'International format, e.g. +447700900123'}
        fullWidth
      />
    </Stack>
  );
}
