import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../lib/page-title.ts';

/** What every unknown page, artist, shop, service, appointment or payment shows. */
export function NotFound({ what = 'page' }: { what?: string }) {
  usePageTitle('Not found');
  return (
    <Stack alignItems="center" spacing={2} sx={{ py: 10, px: 2, textAlign: 'center' }}>
      <Typography variant="h1">We could not find this {what}</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        The link may be old or mistyped. You can search for artists and shops from the home page.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Back to home
      </Button>
    </Stack>
  );
}
