import { availabilityResult } from '@linework/contract/appointments';
import { DateTime } from 'luxon';
import type { Deps } from '../deps.ts';
import { changeTerms, changeTermsValidUntil } from '../domain/appointment-policy.ts';
import { DomainError } from '../domain/errors.ts';
import type { ComputedAnswer } from './answer-cache.ts';
import { keepingLengthOf, loadBookingContext, loadBusy, slotRules } from './context.ts';
import { freeSlotsWithValidity } from './slots.ts';

const defaultDays = 14;
const maxDays = 62;

export type AvailabilityQuery = {
  shopUrl: string;
  artistId: string;
  serviceId: string;
  flashSizeId?: string;
  from?: string;
  to?: string;
};

/**
 * The free times of an artist for a service, per day of the shop's calendar, and as the answer's
 * JSON, with the instant until which that answer stays true (the answer cache keeps it until then).
 */
export async function freeTimes(
  deps: Pick<Deps, 'db' | 'clock'>,
  query: AvailabilityQuery,
  moving?: { id: string; startsAt: Date; endsAt: Date },
): Promise<ComputedAnswer> {
  const { from, to } = query;
  // Moving a booked appointment: its own length, and its own time is not in the way.
  const loaded = await loadBookingContext(deps.db, query);
  const ctx = moving ? keepingLengthOf(loaded, moving) : loaded;
  const zone = ctx.shop.timeZone;
  const now = DateTime.fromJSDate(deps.clock.now(), { zone });
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
    deps.db,
    ctx.artist.id,
    fromDay.minus({ days: 1 }).toJSDate(),
    toDay.plus({ days: 2 }).toJSDate(),
    now.toJSDate(),
    moving?.id,
  );
  const { days, validUntil } = freeSlotsWithValidity(
    slotRules(ctx, busy, now.toJSDate()),
    fromDay.toISODate()!,
    toDay.toISODate()!,
  );
  // Each time carries the shop's terms for it (until when refundable, until when movable), and the
  // answer stays true only until the first of those deadlines passes.
  const policies = ctx.shop.policies;
  let termsValidUntil = Number.POSITIVE_INFINITY;
  const withTerms = days.map((d) => ({
    ...d,
    slots: d.slots.map((slot) => {
      const start = new Date(slot.start);
      termsValidUntil = Math.min(termsValidUntil, changeTermsValidUntil(start, policies, now.toJSDate()));
      return { ...slot, terms: changeTerms(start, policies, now.toJSDate()) };
    }),
  }));
  const { result } = availabilityResult.parse({ result: { timeZone: zone, days: withTerms } });
  // Without a `from`, the window starts today: a new answer from the shop's next midnight.
  const nextMidnight = from ? Number.POSITIVE_INFINITY : now.plus({ days: 1 }).startOf('day').toMillis();
  return {
    availability: result,
    json: JSON.stringify({ result }),
    validUntil: Math.min(validUntil, nextMidnight, termsValidUntil),
  };
}
