import type { SearchHit } from '@linework/contract/catalog';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { dayTimeIn, timeIn } from '../../../lib/dates.ts';
import { pageLocale } from '../../../lib/locale.ts';
import { RatingLine } from './rating.tsx';

export const hitHref = (hit: SearchHit) => `/${hit.type}/${hit.slug}`;

export function ResultCard({ hit, freeOn }: { hit: SearchHit; freeOn?: string }) {
  const where = [
    hit.city,
    hit.type === 'artist' && hit.shops.length ? `at ${hit.shops.map((s) => s.name).join(', ')}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card variant="outlined" component="article">
      <CardActionArea component={RouterLink} to={hitHref(hit)} sx={{ p: 2 }}>
        <Stack direction="row" spacing={2} alignItems="center">
          <Avatar
            src={hit.imageUrl ?? undefined}
            alt=""
            variant={hit.type === 'shop' ? 'rounded' : 'circular'}
            sx={{ width: 64, height: 64 }}
            slotProps={{ img: { width: 64, height: 64, loading: 'lazy' } }}
          />
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
              <Typography variant="h3" component="h2">
                {hit.name}
              </Typography>
              <Chip size="small" label={hit.type === 'shop' ? 'Shop' : 'Artist'} variant="outlined" />
              {hit.type === 'artist' && (
                <Chip
                  size="small"
                  color={hit.booksOpen ? 'secondary' : 'default'}
                  label={hit.booksOpen ? 'Books open' : 'Books closed'}
                />
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary" noWrap>
              {where}
              {hit.distanceKm !== null ? ` · ${hit.distanceKm.toFixed(1)} km away` : ''}
            </Typography>
            <Typography variant="body2">{hit.styles.slice(0, 4).join(' · ')}</Typography>
            <RatingLine average={hit.ratingAverage} count={hit.ratingCount} />
            {hit.nextFree && (
              <Typography variant="body2" color="secondary.main" fontWeight={600}>
                {freeOn ? 'Free from ' : 'Next free: '}
                {/* In the shop's own zone, like every time a shop gives; the page's locale, like the server's. */}
                {freeOn
                  ? timeIn(hit.nextFree.start, hit.nextFree.timeZone, pageLocale)
                  : dayTimeIn(hit.nextFree.start, hit.nextFree.timeZone, pageLocale)}
              </Typography>
            )}
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
