import { isMinorOn } from '@linework/contract/waiver-rules';
import { DateTime } from 'luxon';

/** Today's date (yyyy-MM-dd) where the shop is, which is where age is counted. */
export const shopToday = (timeZone: string, now: Date) =>
  DateTime.fromJSDate(now, { zone: timeZone }).toISODate()!;

/**
 * Whether someone born on `dateOfBirth` is a minor at the shop at `now`, by the shop's age of
 * majority and its own calendar day (a birthday starts at midnight in the shop's zone, not in UTC).
 */
export function isMinorAtShop(
  dateOfBirth: string,
  shop: { ageOfMajority: number; timeZone: string },
  now: Date,
): boolean | undefined {
  return isMinorOn(dateOfBirth, shop.ageOfMajority, shopToday(shop.timeZone, now));
}
