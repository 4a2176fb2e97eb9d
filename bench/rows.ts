import type { FastifyInstance } from 'fastify';
import { availabilityPath, julesAtNorthStar } from './demo-booking.ts';

export type BenchContext = { app: FastifyInstance; apiUrl: string; token: string };

/** One measured HTTP endpoint, run side by side with the bare route. */
export type Row = {
  name: string;
  request(context: BenchContext): Promise<{ path: string; headers?: Record<string, string> }>;
};

export const httpRows: Row[] = [
  {
    name: 'GET /v1/users/me',
    request: async ({ token }) => ({ path: '/v1/users/me', headers: { authorization: `Bearer ${token}` } }),
  },
  { name: 'GET /v1/artists/mara-vale', request: async () => ({ path: '/v1/artists/mara-vale' }) },
  { name: 'GET /v1/shops/north-star-tattoo', request: async () => ({ path: '/v1/shops/north-star-tattoo' }) },
  { name: 'GET /v1/search?q=blackwork', request: async () => ({ path: '/v1/search?q=blackwork' }) },
  {
    // Two weeks of Jules's free times: computed on every request, never cached.
    name: 'GET /v1/availability (14 days)',
    request: async ({ app }) => ({ path: availabilityPath(await julesAtNorthStar(app)) }),
  },
];
