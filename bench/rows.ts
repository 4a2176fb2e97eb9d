import type { FastifyInstance } from 'fastify';

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
];
