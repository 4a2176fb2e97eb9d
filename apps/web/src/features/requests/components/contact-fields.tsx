import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RequestFields } from './use-request-form.ts';

/** How the shop can reach the customer: name, email and an optional phone. */
export function ContactFields({ form, error }: RequestFields) {
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h3" sx={{ mb: 2 }}>
        How can the shop reach you?
      </Typography>
      <TextField
        {...form.register('contactName')}
        label="Name"
        autoComplete="name"
        error={Boolean(error('contactName'))}
        helperText={error('contactName')}
        fullWidth
      />
      <TextField
        {...form.register('contactEmail')}
        label="Email"
        type="email"
        autoComplete="email"
        error={Boolean(error('contactEmail'))}
        helperText={error('contactEmail') ?? 'The answer and any offer of times come here.'}
        fullWidth
      />
      <TextField
        {...form.register('contactPhone')}
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        error={Boolean(error('contactPhone'))}
        helperText={error('contactPhone') ?? 'International format, e.g. +447700900123'}
        fullWidth
      />
    </Stack>
  );
}
