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
  // Zod runs this check even when the format check above failed: leave that text to its message.
  const t = Date.parse(v);
  if (Number.isNaN(t)) return true;
  const utc = new Date(t).toISOString().slice(0, 10);
  return utc >= earliestDate && utc <= latestDate;
}, outOfRange);

/** The largest whole number an `integer` column holds (32 bits): cursors and positions stay below it. */
export const maxStoredInteger = 2_147_483_647;
/** The largest amount of money a request may name, in minor units (1,000,000.00): sums stay storable. */
export const maxAmount = 100_000_000;
export const amountTooLarge = 'This amount is too large';

/** An optional phone number, where an empty form field means "none given". */
export const optionalPhoneNumber = z.preprocess((v) => (v === '' ? undefined : v), phoneNumber.optional());

/** Lone halves of a surrogate pair: not characters at all, and not text any database keeps as sent. */
const loneSurrogate = /\p{Cs}/u;
export const unstorableTextMessage =
  'This text contains a character that cannot be stored (a NUL character or half of an emoji).';

/**
 * Where in a request's input a string (or an object key) holds what PostgreSQL text cannot store, the
 * NUL character, or a lone surrogate; undefined when every string can be kept as sent. Walks with a
 * stack of its own, not recursion, so no nesting a stranger sends can overflow the call stack.
 */
export function unstorableTextAt(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | undefined {
  const unstorable = (text: string) => text.includes('\u0000') || loneSurrogate.test(text);
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value, path }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (unstorable(value)) return path;
    } else if (Array.isArray(value)) {
      // Pushed last first, so items are looked at in order and the first bad one is named.
      for (let i = value.length - 1; i >= 0; i--) pending.push({ value: value[i], path: [...path, i] });
    } else if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        if (unstorable(key)) return [...path, key];
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return undefined;
}

/**
 * The schema of a request part, refusing first any text the database could not store: the API wraps
 * every route's params, query and body in it, so no string field anywhere can reach the database
 * with a NUL in it (docs/decisions/020).
 */
export const storable = <T extends z.ZodType>(schema: T) =>
  z
    .unknown()
    .superRefine((value, ctx) => {
      const path = unstorableTextAt(value);
      if (path) ctx.addIssue({ code: 'custom', path, message: unstorableTextMessage, input: value });
    })
    .pipe(schema);
