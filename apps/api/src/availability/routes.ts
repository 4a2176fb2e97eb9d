import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compressedOnce } from '../http/http-cache.ts';
import { route } from '../http/route.ts';
import { sendAvailability } from './answers.ts';

// Answers come from the per-instance cache in answer-cache.ts, computed at most once per change.
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    'getAvailability',
    {
      ...compressedOnce,
      doc: {
        tags: ['booking'],
        summary: 'Free times of an artist for a service, per day in the shop’s time zone',
      },
    },
    (request, reply) => sendAvailability(app, request, reply, request.query),
  );
};
