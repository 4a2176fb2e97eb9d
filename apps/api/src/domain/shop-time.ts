import { DateTime } from 'luxon';

// Instants as the shop's own wall-clock time, in its time zone: one place for each way the API
// writes them, in answers (`localStart`), emails, receipts and PDFs.

const inShopZone = (at: Date, timeZone: string) => DateTime.fromJSDate(at, { zone: timeZone });

/** "2027-03-14T11:00", as the contract's `localStart` and `localEnd`. */
export const shopWallClock = (at: Date, timeZone: string) =>
  inShopZone(at, timeZone).toFormat("yyyy-MM-dd'T'HH:mm");

/** "11:00". */
export const shopClockTime = (at: Date, timeZone: string) => inShopZone(at, timeZone).toFormat('HH:mm');

/** "14 March 2027". */
export const shopDate = (at: Date, timeZone: string) =>
  inShopZone(at, timeZone).setLocale('en-GB').toFormat('d LLLL yyyy');

/** "2027-03-14 11:00 (EDT)": a record's time with the zone's abbreviation (waivers). */
export const shopStamp = (at: Date, timeZone: string) =>
  inShopZone(at, timeZone).setLocale('en-GB').toFormat("yyyy-MM-dd HH:mm '('z')'");

/** "Tuesday 12 January 2027, 11:00 (New York time)", for emails and receipts. */
export function shopTime(at: Date, timeZone: string): string {
  const city = timeZone.split('/').at(-1)!.replaceAll('_', ' ');
  return `${inShopZone(at, timeZone).setLocale('en-GB').toFormat('cccc d LLLL yyyy, HH:mm')} (${city} time)`;
}
