import { zoneLabel } from '@linework/contract/zone-label';
import { DateTime, IANAZone } from 'luxon';

// Instants as the shop's own wall-clock time, in its time zone: one place for each way the API
// writes them, in answers (`localStart`, `localTime`), emails, receipts and PDFs. The night the
// clocks go back, one wall-clock time names two instants: every label written for people then
// carries the zone's abbreviation or offset ("01:30 EDT", "01:30 EST"), so the two read apart.

const inShopZone = (at: Date, timeZone: string) => DateTime.fromJSDate(at, { zone: timeZone });

const minute = 60_000;
const day = 24 * 60 * minute;

/** Whether the shop's clocks show this instant's wall-clock time twice (the hour they go back). */
export function isRepeatedWallClock(at: Date, timeZone: string): boolean {
  const zone = IANAZone.create(timeZone);
  const t = at.getTime();
  const offset = zone.offset(t);
  // A zone changes its clocks at most once within a day: the other offset this wall-clock time
  // could have is the one a day before or after.
  for (const other of [zone.offset(t - day), zone.offset(t + day)]) {
    if (other === offset || !Number.isFinite(other)) continue;
    if (zone.offset(t + (offset - other) * minute) === other) return true;
  }
  return false;
}

/** " EDT" (" BST" in London) when the wall-clock time is repeated that night, else nothing. */
const repeatedHourLabel = (at: Date, timeZone: string) =>
  isRepeatedWallClock(at, timeZone) ? ` ${zoneLabel(at, timeZone)}` : '';

/** "2027-03-14T11:00", as the contract's `localStart` and `localEnd` (a value, not a label). */
export const shopWallClock = (at: Date, timeZone: string) =>
  inShopZone(at, timeZone).toFormat("yyyy-MM-dd'T'HH:mm");

/** "11:00", or "01:30 EST" in the hour the clocks repeat. */
export const shopClockTime = (at: Date, timeZone: string) =>
  inShopZone(at, timeZone).toFormat('HH:mm') + repeatedHourLabel(at, timeZone);

/** "14 March 2027". */
export const shopDate = (at: Date, timeZone: string) =>
  inShopZone(at, timeZone).setLocale('en-GB').toFormat('d LLLL yyyy');

/** "2027-03-14 11:00 (EDT)": a record's time with the zone's abbreviation or offset (waivers). */
export const shopStamp = (at: Date, timeZone: string) =>
  `${inShopZone(at, timeZone).toFormat('yyyy-MM-dd HH:mm')} (${zoneLabel(at, timeZone)})`;

/**
 * Whether people at the shop read the clock in 12 hours. The screens follow the reader's locale; an
 * email or a receipt has only the shop's zone to go by, and in the Americas' zones (the United
 * States and Canada above all) "11:00 AM" is what the screens there show.
 */
export const readsTwelveHourClock = (timeZone: string) =>
  timeZone.startsWith('America/') || timeZone === 'Pacific/Honolulu';

/**
 * "Tuesday 12 January 2027, 11:00 (London time)", for emails and receipts, or "Tuesday, January 12,
 * 2027 at 11:00 AM (New York time)" where the clock reads 12 hours; in the hour the clocks repeat,
 * "Sunday, November 7, 2027 at 1:30 AM EDT (New York time)".
 */
export function shopTime(at: Date, timeZone: string): string {
  const city = timeZone.split('/').at(-1)!.replaceAll('_', ' ');
  const local = inShopZone(at, timeZone);
  const when = readsTwelveHourClock(timeZone)
    ? local.setLocale('en-US').toFormat("cccc, LLLL d, yyyy 'at' h:mm a")
    : local.setLocale('en-GB').toFormat('cccc d LLLL yyyy, HH:mm');
  return `${when}${repeatedHourLabel(at, timeZone)} (${city} time)`;
}
