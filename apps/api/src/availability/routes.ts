import { availabilityQuery, availabilityResult } from '@linework/contract/appointments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DateTime } from 'luxon';
import { AppError } from '../http/errors.ts';
import { loadBookingContext, loadBusy, slotRules } from './context.ts';
import { computeFreeSlots } from './slots.ts';

const defaultDays = 14;
const maxDays = 62;

export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/availability',
    {
      schema: {
        tags: ['booking'],
        summary: 'Free times of an artist for a service, per day in the shop’s time zone',
        querystring: availabilityQuery,
        response: { 200: availabilityResult },
      },
    },
    async (request) => {
      const ctx = await loadBookingContext(app.db, request.query);
      const zone = ctx.shop.timeZone;
      const from = DateTime.fromISO(request.query.from ?? DateTime.now().setZone(zone).toISODate()!, {
        zone,
      });
      const to = request.query.to
        ? DateTime.fromISO(request.query.to, { zone })
        : from.plus({ days: defaultDays - 1 });
      if (!from.isValid || !to.isValid)
        throw new AppError(400, 'VALIDATION_FAILED', 'Use real dates like 2027-03-14.');
      if (to.diff(from, 'days').days >= maxDays) {
        throw new AppError(400, 'VALIDATION_FAILED', `Ask for ${maxDays} days at most.`, {
          fields: { 'querystring.to': `${maxDays} days at most` },
        });
      }
      const busy = await loadBusy(
        app.db,
        ctx.artist.id,
        from.minus({ days: 1 }).toJSDate(),
        to.plus({ days: 2 }).toJSDate(),
      );
      const days = computeFreeSlots(slotRules(ctx, busy, new Date()), from.toISODate()!, to.toISODate()!);
      return { result: { timeZone: zone, days } };
    },
  );
};
