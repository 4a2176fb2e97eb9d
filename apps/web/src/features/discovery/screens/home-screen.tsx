import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.tsx';

const featured = [
  { label: 'Mara Vale', to: '/artist/mara-vale' },
  { label: 'North Star Tattoo', to: '/shop/north-star-tattoo' },
  { label: 'Black Harbor Ink', to: '/shop/black-harbor-ink' },
  { label: 'Kumo Tattoo', to: '/shop/kumo-tattoo' },
];

/** Booking home. Search, map and upcoming appointments arrive with the discovery issue. */
export default function HomeScreen() {
  usePageTitle(undefined);
  const { user } = useSession();
  return (
    <Stack spacing={3} sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' } }}>
        {user.data ? `Welcome back, ${user.data.firstName}.` : 'Find your tattoo artist.'}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
        Browse artists and shops, book a time that suits you, pay the deposit and sign your waiver before you
        arrive.
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 2,
          borderRadius: 2,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <SearchIcon color="action" aria-hidden />
        <Typography color="text.secondary">Search by name, style or city is coming soon.</Typography>
      </Box>
      <Stack spacing={1}>
        <Typography variant="h2">Start exploring</Typography>
        <Stack direction="row" gap={1} flexWrap="wrap">
          {featured.map((f) => (
            <Chip
              key={f.to}
              label={f.label}
              component={RouterLink}
              to={f.to}
              clickable
              color="primary"
              variant="outlined"
            />
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}
