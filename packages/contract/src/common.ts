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

export const isoInstant = z.iso.datetime({ offset: true });

/** An optional phone number, where an empty form field means "none given". */
export const optionalPhoneNumber = z.preprocess((v) => (v === '' ? undefined : v), phoneNumber.optional());
