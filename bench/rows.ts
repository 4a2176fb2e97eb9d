import { availabilityPath, type BookingTarget } from './demo-booking.ts';
import type { LoadResult } from './load.ts';

// The HTTP rows measured under closed-loop load, each beside the bare route of the same run.

export type HttpRow = {
  name: string;
  path(target: BookingTarget): string;
  budget: string;
  met(result: LoadResult, ratioToBare: number): boolean;
};

const catalogue = (name: string, path: (t: BookingTarget) => string): HttpRow => ({
  name: `catalogue: ${name}`,
  path,
  budget: '≥ 0.40 × bare req/s, p99 ≤ 25 ms',
  met: (r, ratio) => ratio >= 0.4 && r.p99Ms <= 25 && r.non2xx === 0 && r.errors === 0,
});

export const httpRows: HttpRow[] = [
  catalogue('shop', () => '/v1/shops/north-star-tattoo'),
  catalogue('artist', () => '/v1/artists/mara-vale'),
  catalogue('artist in shop', () => '/v1/shops/north-star-tattoo/artists/jules'),
  catalogue('service', (t) => `/v1/shops/${t.shopUrl}/services/${t.serviceId}`),
  catalogue('search', () => '/v1/search?q=blackwork'),
  {
    name: 'availability, 14 days',
    path: availabilityPath,
    budget: 'p99 ≤ 50 ms',
    met: (r) => r.p99Ms <= 50 && r.non2xx === 0 && r.errors === 0,
  },
];
