import { availabilityResult, type Slot } from '@linework/contract/appointments';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DateTime } from 'luxon';
import type { Database } from '../db/client.ts';
import { AppError } from '../http/errors.ts';
import type { ComputedAnswer } from './answer-cache.ts';
import { loadBookingContext, loadBusy, slotRules } from './context.ts';
import { freeSlotsWithValidity } from './slots.ts';

const defaultDays = 14;
const maxDays = 62;

type Query = { shopUrl: string; artistId: string; serviceId: string; from?: string; to?: string };

const keyOf = (q: Query) => `${q.shopUrl}\n${q.artistId}\n${q.serviceId}\n${q.from ?? ''}\n${q.to ?? ''}`;

/** The free times of one artist for one service over a window of days, as the API answers them. */
async function computeAnswer(db: Database, query: Query): Promise<ComputedAnswer> {
  const { from, to } = query;
  const ctx = await loadBookingContext(db, query);
  const zone = ctx.shop.timeZone;
  const now = DateTime.now().setZone(zone);
  const fromDay = DateTime.fromISO(from ?? now.toISODate()!, { zone });
  const toDay = to ? DateTime.fromISO(to, { zone }) : fromDay.plus({ days: defaultDays - 1 });
  if (!fromDay.isValid || !toDay.isValid)
    throw new AppError(400, 'VALIDATION_FAILED', 'Use real dates like 2027-03-14.');
  if (toDay.diff(fromDay, 'days').days >= maxDays) {
    throw new AppError(400, 'VALIDATION_FAILED', `Ask for ${maxDays} days at most.`, {
      fields: { 'querystring.to': `${maxDays} days at most` },
    });
  }
  const busy = await loadBusy(
    db,
    ctx.artist.id,
    fromDay.minus({ days: 1 }).toJSDate(),
    toDay.plus({ days: 2 }).toJSDate(),
  );
  const { days, validUntil } = freeSlotsWithValidity(
    slotRules(ctx, busy, now.toJSDate()),
    fromDay.toISODate()!,
    toDay.toISODate()!,
  );
  const { result } = availabilityResult.parse({ result: { timeZone: zone, days } });
  // Without a `from`, the window starts today: a new answer from the shop's next midnight.
  const nextMidnight = from ? Number.POSITIVE_INFINITY : now.plus({ days: 1 }).startOf('day').toMillis();
  return {
    availability: result,
    json: JSON.stringify({ result }),
    validUntil: Math.min(validUntil, nextMidnight),
  };
}

type App = Pick<FastifyInstance, 'db' | 'availabilityAnswers'>;

/** The kept answer for this query, or its one computation however many ask at once. */
export function availabilityAnswer(app: App, query: Query) {
  return app.availabilityAnswers.get(keyOf(query), query.artistId, () => computeAnswer(app.db, query));
}

export function sendAvailability(app: App, request: FastifyRequest, reply: FastifyReply, query: Query) {
  return app.availabilityAnswers.send(request, reply, keyOf(query), query.artistId, () =>
    computeAnswer(app.db, query),
  );
}

/**
 * The nearest free times from an hour before a wanted one, over the two weeks from its day: what a
 * lost race answers. Taken from the kept answer for that window once this instance has heard of
 * every change committed so far, the winner's included, so a crowd of losers shares one computation
 * and none of them is offered the time it just lost.
 */
export async function nearestFreeTimes(
  app: App,
  query: Pick<Query, 'shopUrl' | 'artistId' | 'serviceId'>,
  wanted: Date,
  timeZone: string,
): Promise<Slot[]> {
  const from = DateTime.fromJSDate(wanted, { zone: timeZone }).startOf('day');
  const window = { from: from.toISODate()!, to: from.plus({ days: 13 }).toISODate()! };
  await app.availabilityAnswers.heardEverythingCommitted();
  const { availability } = await availabilityAnswer(app, { ...query, ...window });
  return availability.days
    .flatMap((d) => d.slots)
    .filter((s) => Date.parse(s.start) >= wanted.getTime() - 60 * 60_000)
    .slice(0, 5);
}
