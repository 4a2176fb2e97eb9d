import type { ArtistDetail, WorkplaceFreeTime } from '@linework/contract/catalog';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Island } from '../../../islands/island.tsx';
import { dayTimeIn, shortDay } from '../../../lib/dates.ts';
import { pageLocale } from '../../../lib/locale.ts';
import { useArtistFreeTimes } from '../api/artist-free-times.ts';
import { WeekTable } from './hours-table.tsx';

const zoneName = (timeZone: string) => timeZone.split('/').at(-1)!.replaceAll('_', ' ');

/** Where the booking page opens on a free time: this shop, artist, service and start chosen. */
export const bookingHref = (
  artistId: string,
  shopUrl: string,
  free: NonNullable<WorkplaceFreeTime['nextFree']>,
) =>
  `/booking?shop=${shopUrl}&artist=${artistId}&service=${free.serviceId}&start=${encodeURIComponent(free.start)}`;

/**
 * The next free time at one shop, read after the page shows (never kept with the page): in a static
 * page, a server island. A polite live region: it arrives after the rest of the page.
 */
export function NextFreeTime({
  artistId,
  urlPath,
  booksOpen,
  shopUrl,
}: {
  artistId: string;
  urlPath: string;
  booksOpen: boolean;
  shopUrl: string;
}) {
  const freeTimes = useArtistFreeTimes(urlPath);
  const here = freeTimes.data?.workplaces.find((w) => w.shopUrl === shopUrl);
  let content: React.ReactNode;
  if (!booksOpen) content = 'Books closed: no new bookings for now.';
  else if (freeTimes.isPending) content = <Skeleton width={220} aria-label="Finding the next free time" />;
  else if (freeTimes.isError) content = 'The next free time could not be loaded.';
  else if (!here?.nextFree)
    content = 'No free time to book online in the next weeks. Send a request instead.';
  else
    content = (
      <>
        Next free time:{' '}
        <Link component={RouterLink} to={bookingHref(artistId, shopUrl, here.nextFree)} fontWeight={600}>
          {dayTimeIn(here.nextFree.start, here.timeZone, pageLocale)}
        </Link>{' '}
        ({here.nextFree.serviceName}, {zoneName(here.timeZone)} time)
      </>
    );
  return (
    <Typography variant="body2" role="status" data-testid={`next-free-${shopUrl}`}>
      {content}
    </Typography>
  );
}

/**
 * Each shop the artist works at (guest spots with their dates), with their own weekly hours there in
 * that shop's time zone and their next free time. `only` narrows it to one shop (the artist's page
 * inside a shop).
 */
export function Workplaces({ artist, only }: { artist: ArtistDetail; only?: string }) {
  const workplaces = artist.workplaces.filter((w) => !only || w.shop.shopUrl === only);
  if (!workplaces.length)
    return <Typography color="text.secondary">Independent artist, books directly.</Typography>;
  return (
    <Stack spacing={3}>
      {workplaces.map((w) => (
        <Box key={w.shop.id} component="article" aria-labelledby={`workplace-${w.shop.id}`}>
          <Typography variant="h3" component="h3" id={`workplace-${w.shop.id}`}>
            <Link component={RouterLink} to={`/shop/${w.shop.shopUrl}/${w.artistUrl}`}>
              {w.shop.name}
            </Link>
            <Typography component="span" color="text.secondary">
              {' '}
              · {w.shop.address.city}
            </Typography>
          </Typography>
          {w.kind === 'guest' && (
            <Typography variant="body2" fontWeight={600} sx={{ mt: 0.5 }}>
              Guest spot
              {w.startsOn && w.endsOn ? `, ${shortDay(w.startsOn)} to ${shortDay(w.endsOn)}` : ''}
            </Typography>
          )}
          <Box sx={{ my: 1 }}>
            <Island
              name="next-free"
              when="server"
              component={NextFreeTime}
              props={{
                artistId: artist.id,
                urlPath: artist.urlPath,
                booksOpen: artist.booksOpen,
                shopUrl: w.shop.shopUrl,
              }}
            />
          </Box>
          {w.hours.length ? (
            <>
              <Typography variant="body2" color="text.secondary">
                {artist.displayName}’s hours here, {zoneName(w.shop.timeZone)} time
              </Typography>
              <WeekTable hours={w.hours} label={`${artist.displayName}’s hours at ${w.shop.name}`} />
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              No set weekly hours here: times are agreed with the shop.
            </Typography>
          )}
        </Box>
      ))}
    </Stack>
  );
}
