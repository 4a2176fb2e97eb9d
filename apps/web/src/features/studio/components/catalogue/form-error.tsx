import Alert from '@mui/material/Alert';
import { ApiError } from '../../../../lib/api-client.ts';

/** What went wrong with a save, said as the API said it, with each field's problem. */
export function FormError({ error }: { error: Error | null }) {
  if (!error) return null;
  const fields = error instanceof ApiError ? Object.values(error.details?.fields ?? {}) : [];
  return (
    <Alert severity="error" role="alert">
      {error.message}
      {fields.length > 0 && !fields.includes(error.message) ? ` ${fields.join('. ')}.` : ''}
    </Alert>
  );
}
