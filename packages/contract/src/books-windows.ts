import { z } from 'zod';
import { isoInstant } from './common.ts';
import { resultOf } from './envelope.ts';

// Books open with a cap (issue 29): an artist takes requests at a shop for a window of time, at most
// so many; the window closes itself when full.

const id = z.string().min(1).max(64);

export const openBooksWindowBody = z
  .strictObject({
    artistId: id,
    opensAt: isoInstant,
    closesAt: isoInstant,
    cap: z
      .number({ error: 'Give the number of requests to take' })
      .int('A whole number of requests')
      .min(1, 'Take one request at least')
      .max(1000, 'Take 1000 requests at most'),
  })
  .refine((w) => Date.parse(w.closesAt) > Date.parse(w.opensAt), {
    message: 'The books close after they open',
    path: ['closesAt'],
  });
export type OpenBooksWindowBody = z.infer<typeof openBooksWindowBody>;

/**
 * `open` while requests are taken; `full` once the cap is reached; `upcoming` before it opens;
 * `ended` after its time or when closed by hand.
 */
export const booksWindowState = z.enum(['upcoming', 'open', 'full', 'ended']);
export type BooksWindowState = z.infer<typeof booksWindowState>;

export const booksWindowView = z.object({
  id: z.string(),
  artistId: z.string(),
  artistName: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  cap: z.number(),
  taken: z.number(),
  placesLeft: z.number(),
  state: booksWindowState,
});
export type BooksWindowView = z.infer<typeof booksWindowView>;
export const booksWindowResult = resultOf(booksWindowView);
export const booksWindowListResult = resultOf(z.array(booksWindowView));

export const businessBooksParams = z.object({ businessId: id });
export const businessBooksWindowParams = businessBooksParams.extend({ windowId: id });
export const businessBooksQuery = z.object({ artistId: id.optional() });

/** What the request form and the artist page show: the window in effect now, or the next one. */
export const publicBooksView = z.object({
  window: z
    .object({
      state: booksWindowState,
      opensAt: z.string(),
      closesAt: z.string(),
      cap: z.number(),
      placesLeft: z.number(),
    })
    .nullable(),
});
export type PublicBooksView = z.infer<typeof publicBooksView>;
export const publicBooksResult = resultOf(publicBooksView);
export const shopArtistBooksParams = z.object({ shopUrl: z.string().min(1).max(200), artistId: id });

/** The customer's words for a window, the same on the request form and the artist page. */
export function booksWindowText(w: PublicBooksView['window'], formatTime: (iso: string) => string) {
  if (!w) return null;
  if (w.state === 'full') return 'Books closed: full';
  if (w.state === 'upcoming') return `Books open ${formatTime(w.opensAt)} for ${w.cap} requests`;
  if (w.state === 'ended') return 'Books closed';
  return `Books open until ${formatTime(w.closesAt)} — ${w.placesLeft} ${w.placesLeft === 1 ? 'place' : 'places'} left`;
}
