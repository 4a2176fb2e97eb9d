import { z } from 'zod';
import { phoneNumberMessage, phoneNumberPattern, validEmailMessage } from './field-messages.ts';

/** E.164: a plus, a country code and up to 15 digits in all, no spaces. */
export const phoneNumber = z.string().trim().regex(phoneNumberPattern, phoneNumberMessage);

export const personName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(80, `${label} is too long (80 characters at most)`);

export const email = z.email(validEmailMessage).trim().toLowerCase();

/**
 * The years a date or an instant may fall in. Wider than anything a person books or was born in,
 * narrow enough that a window of days or a zone's offset around it still has a four-digit year,
 * which the database, the ISO format and every date library hold; a year beyond is refused with
 * 400 naming the field instead of failing in the database.
 */
export const earliestDate = '1900-01-01';
export const latestDate = '9998-12-31';
const outOfRange = `Use a date from ${earliestDate} to ${latestDate}`;

/** A calendar date (YYYY-MM-DD) that exists, within the years above. */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2027-03-14')
  .pipe(z.iso.date('Use a real date like 2027-03-14'))
  .refine((d) => d >= earliestDate && d <= latestDate, outOfRange);

/** An ISO 8601 instant with its offset, within the years above. */
export const isoInstant = z.iso.datetime({ offset: true }).refine((v) => {
  const utc = new Date(v).toISOString().slice(0, 10);
  return utc >= earliestDate && utc <= latestDate;
}, outOfRange);

/** An optional phone number, where an empty form field means "none given". */
export const optionalPhoneNumber = z.preprocess((v) => (v === '' ? undefined : v), phoneNumber.optional());
