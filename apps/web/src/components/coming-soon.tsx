import ConstructionIcon from '@mui/icons-material/Construction';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../lib/page-title.ts';

/** A screen whose feature is not built yet: says what it will do and offers a way back. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  usePageTitle(title);
  return (
    <Stack alignItems="center" spacing={2} sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <ConstructionIcon color="action" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h1">{title}</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {description}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        This part of Linework is coming soon.
      </Typography>
      <Button component={RouterLink} to="/" variant="outlined">
        Back to home
      </Button>
    </Stack>
  );
}
