// What the booking rows book, found through the public API like any visitor would.

export type BookingTarget = {
  shopUrl: string;
  artistId: string;
  /** The artist's own page: what followers open when the books open. */
  artistPage: string;
  serviceId: string;
  durationMinutes: number;
};

type ArtistInShop = {
  result: {
    artist: { id: string; urlPath: string; booksOpen: boolean };
    services: { id: string; durationMinutes: number; depositAmount: number; requiresRequest: boolean }[];
  };
};

/** The demo's Jules at North Star Tattoo (New York, books open) and their first service with a deposit. */
export async function julesAtNorthStar(apiUrl: string): Promise<BookingTarget> {
  const res = await fetch(`${apiUrl}/v1/shops/north-star-tattoo/artists/jules`);
  if (!res.ok) throw new Error(`the demo catalogue has no Jules at north-star-tattoo (${res.status})`);
  const { artist, services } = ((await res.json()) as ArtistInShop).result;
  const service = services.find((s) => s.depositAmount > 0 && !s.requiresRequest);
  if (!artist.booksOpen || !service) throw new Error('Jules at north-star-tattoo takes no deposit bookings');
  return {
    shopUrl: 'north-star-tattoo',
    artistId: artist.id,
    artistPage: `/artist/${artist.urlPath}`,
    serviceId: service.id,
    durationMinutes: service.durationMinutes,
  };
}

/** Two weeks of free times (the API's default window), as the booking screen asks for them. */
export const availabilityPath = (t: BookingTarget) =>
  `/v1/availability?shopUrl=${t.shopUrl}&artistId=${t.artistId}&serviceId=${t.serviceId}`;

export type Slot = { start: string; end: string };

export async function freeSlots(apiUrl: string, t: BookingTarget): Promise<Slot[]> {
  const res = await fetch(`${apiUrl}${availabilityPath(t)}`);
  if (!res.ok) throw new Error(`availability failed: ${res.status}`);
  const { days } = ((await res.json()) as { result: { days: { slots: Slot[] }[] } }).result;
  return days.flatMap((d) => d.slots);
}

export const bookingBody = (t: BookingTarget, start: string) =>
  JSON.stringify({ shopUrl: t.shopUrl, artistId: t.artistId, serviceId: t.serviceId, start });
