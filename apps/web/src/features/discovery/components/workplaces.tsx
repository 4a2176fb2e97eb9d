import type { ArtistDetail } from '@linework/contract/catalog';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { shortDay } from '../../../lib/dates.ts';

export function Workplaces({ workplaces }: { workplaces: ArtistDetail['workplaces'] }) {
  if (!workplaces.length)
    return <Typography color="text.secondary">Independent artist, books directly.</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ pl: 2.5, m: 0 }}>
      {workplaces.map((w) => (
        <Typography component="li" key={w.shop.id}>
          <Link component={RouterLink} to={`/shop/${w.shop.shopUrl}/${w.artistUrl}`} fontWeight={600}>
            {w.shop.name}
          </Link>
          , {w.shop.address.city}
          {w.kind === 'guest' && w.startsOn && w.endsOn
            ? ` — guest spot ${shortDay(w.startsOn)} to ${shortDay(w.endsOn)}`
            : ''}
        </Typography>
      ))}
    </Stack>
  );
}
