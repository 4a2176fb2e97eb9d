import type { FlashSheet as Sheet } from '@linework/contract/flash';
import { formatMoney } from '@linework/contract/money-format';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

const length = (minutes: number) =>
  minutes % 60 === 0
    ? `${minutes / 60} h`
    : minutes > 60
      ? `${Math.floor(minutes / 60)} h ${minutes % 60} min`
      : `${minutes} min`;

/** Booking a size of a design: the booking screen at its length and price, on the artist's free times. */
const bookSizePath = (shopUrl: string, d: Sheet['designs'][number], sizeId: string) =>
  `/booking?${new URLSearchParams({ shop: shopUrl, artist: d.artistId, service: d.serviceId, flash: sizeId })}`;

/**
 * A shop's (or an artist's) flash as a browsable sheet (issue 29): each design's picture, its
 * placement notes, and every size with its price and length, each a link to book it (one-offs go in
 * drops, claimed there). Plain server-rendered HTML, no script.
 */
export function FlashSheet({ sheet, shopUrl }: { sheet: Sheet; shopUrl?: string }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {sheet.designs.map((d) => (
        <Card key={d.id} component="li" variant="outlined">
          <img
            src={d.pictureUrl}
            alt={d.title}
            width={300}
            height={300}
            loading="lazy"
            style={{ width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover', display: 'block' }}
          />
          <Stack spacing={0.5} sx={{ p: 1.5 }}>
            <Typography fontWeight={700}>{d.title}</Typography>
            {!d.repeatable && (
              <Typography variant="body2" color="text.secondary">
                One-off
              </Typography>
            )}
            {d.sizes.map((s) =>
              shopUrl && d.repeatable ? (
                <Link key={s.id} variant="body2" href={bookSizePath(shopUrl, d, s.id)}>
                  <span style={visuallyHidden}>Book {d.title}, </span>
                  {s.label} · {formatMoney(s.priceAmount, sheet.currency)} · {length(s.durationMinutes)}
                </Link>
              ) : (
                <Typography key={s.id} variant="body2">
                  {s.label} · {formatMoney(s.priceAmount, sheet.currency)} · {length(s.durationMinutes)}
                </Typography>
              ),
            )}
            {d.placementNotes && (
              <Typography variant="body2" color="text.secondary">
                {d.placementNotes}
              </Typography>
            )}
          </Stack>
        </Card>
      ))}
    </Box>
  );
}
