import { availabilityQuery, availabilityResult } from '@linework/contract/appointments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DateTime } from 'luxon';
import { DomainError } from '../domain/errors.ts';
import { loadBookingContext, loadBusy, slotRules } from './context.ts';
import { freeSlotsWithValidity } from './slots.ts';

// Answers come from the per-instance cache in answer-cache.ts, computed at most once per change.
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
    (request, reply) => {
      const { shopUrl, artistId, serviceId, from, to } = request.query;
      const key = `${shopUrl}\n${artistId}\n${serviceId}\n${from ?? ''}\n${to ?? ''}`;
      return app.availabilityAnswers.send(request, reply, key, artistId, async () => {
        const ctx = await loadBookingContext(app.db, request.query);
        const zone = ctx.shop.timeZone;
        const now = DateTime.now().setZone(zone);
        const fromDay = DateTime.fromISO(from ?? now.toISODate()!, { zone });
        const toDay = to ? DateTime.fromISO(to, { zone }) : fromDay.plus({ days: defaultDays - 1 });
        if (!fromDay.isValid || !toDay.isValid)
          throw new DomainError('VALIDATION_FAILED', 'Use real dates like 2027-03-14.');
        if (toDay.diff(fromDay, 'days').days >= maxDays) {
          throw new DomainError('VALIDATION_FAILED', `Ask for ${maxDays} days at most.`, {
            fields: { 'querystring.to': `${maxDays} days at most` },
          });
        }
        const busy = await loadBusy(
          app.db,
          ctx.artist.id,
          fromDay.minus({ days: 1 }).toJSDate(),
          toDay.plus({ days: 2 }).toJSDate(),
        );
        const { days, validUntil } = freeSlotsWithValidity(
          slotRules(ctx, busy, now.toJSDate()),
          fromDay.toISODate()!,
          toDay.toISODate()!,
        );
        const result = availabilityResult.parse({ result: { timeZone: zone, days } });
        // Without a `from`, the window starts today: a new answer from the shop's next midnight.
        const nextMidnight = from
          ? Number.POSITIVE_INFINITY
          : now.plus({ days: 1 }).startOf('day').toMillis();
        return { json: JSON.stringify(result), validUntil: Math.min(validUntil, nextMidnight) };
      });
    },
  );
};
