import type { Slot } from '@linework/contract/appointments';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DateTime } from 'luxon';
import { type AvailabilityQuery, freeTimes } from './service.ts';

const keyOf = (q: AvailabilityQuery) =>
  `${q.shopUrl}\n${q.artistId}\n${q.serviceId}\n${q.flashSizeId ?? ''}\n${q.from ?? ''}\n${q.to ?? ''}`;

type App = Pick<FastifyInstance, 'deps' | 'availabilityAnswers'>;

/** The kept answer for this query, or its one computation however many ask at once. */
export function availabilityAnswer(app: App, query: AvailabilityQuery) {
  return app.availabilityAnswers.get(keyOf(query), query.artistId, () => freeTimes(app.deps, query));
}

export function sendAvailability(
  app: App,
  request: FastifyRequest,
  reply: FastifyReply,
  query: AvailabilityQuery,
) {
  return app.availabilityAnswers.send(request, reply, keyOf(query), query.artistId, () =>
    freeTimes(app.deps, query),
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
  query: Pick<AvailabilityQuery, 'shopUrl' | 'artistId' | 'serviceId' | 'flashSizeId'>,
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
