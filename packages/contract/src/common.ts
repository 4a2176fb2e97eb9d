import { z } from 'zod';

/** E.164: a plus, a country code and up to 15 digits in all, no spaces. */
export const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, 'Enter the phone number in international format, e.g. +12125550123');

export const personName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(80, `${label} is too long (80 characters at most)`);

export const email = z.email('Enter a valid email address').trim().toLowerCase();

export const isoInstant = z.iso.datetime({ offset: true });

/** An optional phone number, where an empty form field means "none given". */
export const optionalPhoneNumber = z.preprocess((v) => (v === '' ? undefined : v), phoneNumber.optional());
