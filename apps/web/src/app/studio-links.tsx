import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useMyBusinesses } from '../features/studio/api/my-businesses.ts';
import { useHydrated } from '../lib/hydrated.ts';

/**
 * The footer's way in for shops: "List your shop" for everyone (the new-shop wizard, which asks a
 * signed-out person to sign in or create an account first), and "Studio" for anyone on a shop's team.
 * The team is personal, so it shows only after hydration and the cached HTML stays the same for all.
 */
export function StudioLinks() {
  const hydrated = useHydrated();
  const businesses = useMyBusinesses();
  const onATeam = hydrated && Boolean(businesses.data?.length);
  return (
    <Stack
      component="nav"
      aria-label="For shops"
      direction="row"
      justifyContent="center"
      gap={3}
      sx={{ mb: 1 }}
    >
      {onATeam && (
        <Link component={RouterLink} to="/studio" sx={{ py: 1 }}>
          Studio
        </Link>
      )}
      <Link component={RouterLink} to="/studio/new" sx={{ py: 1 }}>
        List your shop
      </Link>
    </Stack>
  );
}
