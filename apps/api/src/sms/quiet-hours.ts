import { DateTime } from 'luxon';

// No text message wakes anyone: from 21:00 to 08:00 in the zone they are told in, a text waits.

export const quietHours = { from: 21, until: 8 } as const;

/**
 * When a text may go out: `now` itself outside quiet hours, otherwise 08:00 of the morning that ends
 * them, in `timeZone` (DST-safe: luxon resolves the wall-clock time in the zone).
 */
export function textAllowedAt(now: Date, timeZone: string): Date {
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  if (local.hour >= quietHours.until && local.hour < quietHours.from) return now;
  const morning = local.hour >= quietHours.from ? local.plus({ days: 1 }) : local;
  return morning.set({ hour: quietHours.until, minute: 0, second: 0, millisecond: 0 }).toJSDate();
}
