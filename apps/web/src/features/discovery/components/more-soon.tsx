import Alert from '@mui/material/Alert';

/** Marks where the full page (portfolio, booking, reviews, map) is still to come. */
export function MoreSoon({ what }: { what: string }) {
  return (
    <Alert severity="info" sx={{ mt: 3 }}>
      The full {what} page — portfolio, services, reviews and booking — is coming soon.
    </Alert>
  );
}
