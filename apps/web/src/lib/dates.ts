// Dates as people read them, with Intl (no date library in the first screen), in the page's locale.
import { pageLocale } from './locale.ts';

/** A calendar date (YYYY-MM-DD) as "Mar 4". */
export const shortDay = (isoDate: string) =>
  new Intl.DateTimeFormat(pageLocale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );

/** An instant as "Mar 4, 2026". */
export const mediumDate = (isoInstant: string) =>
  new Intl.DateTimeFormat(pageLocale, { dateStyle: 'medium' }).format(new Date(isoInstant));

/**
 * "Friday, March 14, 2027 at 11:00 AM" in the shop's zone (the browser's without one), in the
 * browser's own language: for the private screens, which are never rendered on the server.
 */
export const dateTimeIn = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );

/** The zone the person's device is in, to say "your time" beside the shop's when they differ. */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** When, in the shop's own time zone, with the zone named when it is not the visitor's. */
export function shopTime(a: { startsAt: string; shop: { timeZone: string; city: string } }) {
  const text = new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: a.shop.timeZone,
  }).format(new Date(a.startsAt));
  const own = browserZone();
  return own === a.shop.timeZone ? text : `${text} (${a.shop.city} time)`;
}
