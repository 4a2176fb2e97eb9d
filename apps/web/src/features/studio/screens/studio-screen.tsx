import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SignInToContinue } from '../../../components/sign-in-to-continue.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.tsx';
import { useMyBusinesses } from '../api/my-businesses.ts';
import { roleLabels, studioPath } from '../components/studio-sections.ts';

/** studio: which business to open. Someone on one team goes straight to it; nobody's team, a start. */
export default function StudioScreen() {
  usePageTitle('Studio');
  const { user } = useSession();
  const businesses = useMyBusinesses();
  if (user.isLoading || (user.data && businesses.isPending))
    return <CenteredSpinner label="Loading the studio" />;
  if (!user.data)
    return (
      <SignInToContinue
        title="Studio"
        message="Run your shop’s day, requests and books here. Sign in with the account your shop added to its team."
      />
    );
  if (businesses.error) return <ErrorAlert error={businesses.error} onRetry={businesses.refetch} />;
  const mine = businesses.data ?? [];
  if (mine.length === 1) return <Navigate to={studioPath(mine[0]!.businessId)} replace />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto', width: '100%' }}>
      <Typography variant="h1">Studio</Typography>
      {mine.length === 0 ? (
        <Typography>
          You are not on a shop’s team yet. Ask the shop's owner to add you, or start your own shop.
        </Typography>
      ) : (
        <nav aria-label="Your businesses">
          <List component="div">
            {mine.map((b) => (
              <ListItemButton key={b.businessId} component={RouterLink} to={studioPath(b.businessId)}>
                <ListItemText primary={b.name} secondary={roleLabels[b.role]} />
              </ListItemButton>
            ))}
          </List>
        </nav>
      )}
      <Button component={RouterLink} to="/studio/new" variant={mine.length ? 'outlined' : 'contained'}>
        Start a new shop
      </Button>
    </Stack>
  );
}
