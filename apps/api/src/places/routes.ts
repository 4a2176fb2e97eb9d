import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../http/route.ts';
import { currentUser } from '../users/service.ts';
import { createGeocoder } from './geocoder.ts';

/** GET /v1/places: the address lookup of the new-shop wizard, for signed-in people. */
export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  const geocoder = createGeocoder(app.deps.config, app.db);
  route(
    app,
    'searchPlaces',
    {
      doc: {
        tags: ['business'],
        summary: 'Places an address may mean, each with its pin, time zone and currency',
        auth: 'required',
        errors: ['SERVICE_UNAVAILABLE'],
      },
    },
    async (request) => {
      await currentUser(app.deps.db, request);
      return { result: await geocoder.search(request.query.q) };
    },
  );
};
