// Dates as people read them, with Intl (no date library in the first screen). Public pages use
// the page's locale (rendered once on the server for everyone); the private screens, never
// rendered on the server, use the viewer's own, which also decides 12- or 24-hour times.
// (`locale` is for tests.) Every time is shown with its date in the zone it is labelled with, and in the hour the clocks
// go back, when one wall-clock time names two instants, with the zone's abbreviation or offset.
import { zoneLabel } from '@linework/contract/zone-label';
import { pageLocale } from './locale.ts';

/** A calendar date (YYYY-MM-DD) as "Mar 4". */
export const shortDay = (isoDate: string) =>
  new Intl.DateTimeFormat(pageLocale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );

/** A calendar date (YYYY-MM-DD) as "Sun, Mar 14" in the viewer's locale. */
export const dayLabel = (isoDate: string) =>
  new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate.slice(0, 10)}T12:00:00Z`));

/** An instant as "Mar 4, 2026". */
export const mediumDate = (isoInstant: string, timeZone?: string) =>
  new Intl.DateTimeFormat(pageLocale, { dateStyle: 'medium', timeZone }).format(new Date(isoInstant));

/** An instant as "Mar 4, 2026, 3:05 PM" in the zone (the device's without one). */
export const mediumDateTime = (isoInstant: string, timeZone?: string) =>
  new Intl.DateTimeFormat(pageLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(isoInstant),
  );

/** The zone the person's device is in, to say "your time" beside the shop's when they differ. */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
/** The zone's offset from UTC in minutes at an instant ("GMT-04:00" is -240). */
function offsetAt(t: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(t).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = /([+-])(\d\d):?(\d\d)?/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) : 0;
}

const day = 86_400_000;
/** Whether the zone's clocks show this instant's wall-clock time twice (the hour they go back). */
export function isRepeatedWallClock(iso: string, timeZone: string = browserZone()): boolean {
  const t = Date.parse(iso);
  const offset = offsetAt(t, timeZone);
  // Clocks change at most once within a day: the other offset is the one a day before or after.
  for (const other of [offsetAt(t - day, timeZone), offsetAt(t + day, timeZone)]) {
    if (other !== offset && offsetAt(t + (offset - other) * 60_000, timeZone) === other) return true;
  }
  return false;
}

/**
 * The hour as the locale writes it: "9:00 PM" where clocks have 12 hours, and "00:30" (never
 * "0:30", Intl's numeric hour) where they have 24.
 */
function hourStyle(locale: string | undefined): 'numeric' | '2-digit' {
  const { hourCycle } = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions();
  return hourCycle === 'h23' || hourCycle === 'h24' ? '2-digit' : 'numeric';
}

type Parts = Pick<Intl.DateTimeFormatOptions, 'weekday' | 'year' | 'month' | 'day'>;
function format(iso: string, timeZone: string | undefined, date: Parts, locale?: string) {
  const zone = timeZone ?? browserZone();
  const text = new Intl.DateTimeFormat(locale, {
    ...date,
    hour: hourStyle(locale),
    minute: '2-digit',
    timeZone: zone,
  }).format(new Date(iso));
  // The zone as its people write it ("BST", not en-US's "GMT+1"), as the emails name it.
  return isRepeatedWallClock(iso, zone) ? `${text} ${zoneLabel(iso, zone)}` : text;
}

/** "11:00 AM" (or "11:00", as the viewer's locale has it) in the zone; "1:30 AM EDT" when repeated. */
export const timeIn = (iso: string, timeZone?: string, locale?: string) => format(iso, timeZone, {}, locale);

/** "Mon, Mar 15, 9:00 PM" in the zone (the device's without one). */
export const dayTimeIn = (iso: string, timeZone?: string, locale?: string) =>
  format(iso, timeZone, { weekday: 'short', month: 'short', day: 'numeric' }, locale);

/** "Friday, March 14, 2027 at 11:00 AM" in the zone (the device's without one). */
export const dateTimeIn = (iso: string, timeZone?: string, locale?: string) =>
  format(iso, timeZone, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }, locale);

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
export const dateIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(iso));

/**
 * A shop time in the device's own zone, for "… your time": the time alone on the same day as the
 * shop's, with its date when the customer's day is another.
 */
export const ownTime = (iso: string, shopZone: string, locale?: string) =>
  dateIn(iso, browserZone()) === dateIn(iso, shopZone)
    ? timeIn(iso, undefined, locale)
    : dayTimeIn(iso, undefined, locale);

/** A shop's wall-clock time ("2027-03-14T14:30") as the viewer writes times: "2:30 PM". */
export const wallClockTime = (localDateTime: string, locale?: string) =>
  new Intl.DateTimeFormat(locale, { hour: hourStyle(locale), minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(`${localDateTime}:00Z`),
  );

/** When, in the shop's own time zone, with the zone named when it is not the visitor's. */
export function shopTime(a: { startsAt: string; shop: { timeZone: string; city: string } }) {
  const text = dayTimeIn(a.startsAt, a.shop.timeZone);
  return browserZone() === a.shop.timeZone ? text : `${text} (${a.shop.city} time)`;
}
