import type { Availability, Slot } from '@linework/contract/appointments';
import { DateTime } from 'luxon';

/**
 * One place an artist can be booked: a shop they work at now and the shortest bookable service they
 * offer there. With one shop's step and buffers, a shorter service fits wherever a longer one does,
 * so its first free time is the soonest anything can be booked with that artist at that shop.
 */
export type BookableLink = { shopUrl: string; artistId: string; serviceId: string };

/**
 * The free times of a link over a window, as the booking page computes them: the availability answer
 * cache (`availability/answer-cache.ts`) keeps them until a change or the passing of time makes them
 * wrong, so searches and the booking page share one computation.
 */
export type FreeTimeLookup = (
  link: BookableLink,
  window: { from?: string; to?: string },
) => Promise<Availability>;

/** Days of the soonest look-ahead: the booking page's default two weeks, then the rest of 62 days. */
const laterWindowDays = 47;

/** A free time with the time zone of the shop it is at. */
export type FreeTime = Slot & { timeZone: string };

function firstSlot(a: Availability): FreeTime | null {
  const slot = a.days.find((d) => d.slots.length)?.slots[0];
  return slot ? { ...slot, timeZone: a.timeZone } : null;
}

/**
 * The soonest free time of a link within about two months: the booking page's own first two weeks
 * (the same kept answer), and only when those are full, the weeks after. A link that no longer
 * exists (a race with a change) has none.
 */
export async function soonestFree(lookup: FreeTimeLookup, link: BookableLink): Promise<FreeTime | null> {
  try {
    const first = await lookup(link, {});
    const found = firstSlot(first);
    const lastDay = first.days.at(-1)?.date;
    if (found || !lastDay) return found;
    const from = DateTime.fromISO(lastDay, { zone: first.timeZone }).plus({ days: 1 });
    return firstSlot(
      await lookup(link, { from: from.toISODate()!, to: from.plus({ days: laterWindowDays }).toISODate()! }),
    );
  } catch {
    return null;
  }
}

/** The first free time of a link on one day of its shop's calendar. */
export async function firstFreeOn(
  lookup: FreeTimeLookup,
  link: BookableLink,
  day: string,
): Promise<FreeTime | null> {
  try {
    return firstSlot(await lookup(link, { from: day, to: day }));
  } catch {
    return null;
  }
}

/** Runs `work` over `items` with at most `parallel` at a time: a search must not take every connection. */
export async function mapLimited<T, R>(items: T[], parallel: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  return results;
}
