import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

/** What failed to load, in the API's own words, with a way to ask again. */
export function ErrorAlert({
  error,
  onRetry,
  sx,
}: {
  error: Error;
  onRetry(): unknown;
  sx?: SxProps<Theme>;
}) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" onClick={() => void onRetry()}>
          Try again
        </Button>
      }
    >
      {error.message}
    </Alert>
  );
}
