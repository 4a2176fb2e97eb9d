import { booksWindowText } from '@linework/contract/books-windows';
import { getArtistBooks } from '@linework/contract/endpoints/requests';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { dateTimeIn } from '../../../lib/dates.ts';

/**
 * An artist's books at the shop, when they are open with a cap: "Books open until … — 4 places left",
 * or "Books closed: full". Nothing when the artist has no such window.
 */
export function ArtistBooks({
  shopUrl,
  artistId,
  timeZone,
}: {
  shopUrl: string;
  artistId: string;
  timeZone: string;
}) {
  const books = useQuery({
    queryKey: ['artist-books', shopUrl, artistId],
    queryFn: () => call(getArtistBooks, { params: { shopUrl, artistId } }),
    enabled: Boolean(artistId),
  });
  const window = books.data?.window;
  if (!artistId || !window) return null;
  const text = booksWindowText(window, (iso) => dateTimeIn(iso, timeZone));
  return (
    <Alert severity={window.state === 'open' ? 'info' : 'warning'} role="status">
      {text}
    </Alert>
  );
}
