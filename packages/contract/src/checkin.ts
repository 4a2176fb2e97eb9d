import { z } from 'zod';
import { resultOf } from './envelope.ts';

// Check-in at the shop's door. Phone numbers and emails are facts anyone may know about a person, so
// a lookup by them always answers the same way and proves itself with a one-time code sent to the
// customer. A confirmation code or a QR pass is a secret only the customer holds, so it finds the
// appointment at once. See docs/decisions/004-check-in-lookup.md.

export const checkInShopParams = z.object({ shopUrl: z.string().min(1).max(200) });

/**
 * The significant digits of a phone number as typed: no spaces or signs, no trunk or international
 * prefix zeros (the 0 of 07700 …, the 00 of 0044 …). The door matches stored numbers ending in them.
 */
export const significantPhoneDigits = (v: string) => v.replace(/\D/g, '').replace(/^0+/, '');

/**
 * Whether typed digits can only be one real person's number: at least 7 significant digits (the
 * shortest national numbers in use) and not one digit repeated ("0000000" would end every number
 * padded with zeros, "1111111" is no one's).
 */
export const isRealPhoneNumber = (v: string) => {
  const d = significantPhoneDigits(v);
  return d.length >= 7 && !/^(\d)\1*$/.test(d);
};

export const checkInLookupBody = z.discriminatedUnion('by', [
  z.strictObject({
    by: z.literal('email'),
    value: z.string().trim().toLowerCase().max(200).pipe(z.email('Enter a valid email address')),
  }),
  z.strictObject({
    by: z.literal('phone'),
    value: z.string().trim().max(30).refine(isRealPhoneNumber, 'Enter the phone number you booked with'),
  }),
]);
export type CheckInLookupBody = z.infer<typeof checkInLookupBody>;

/** The same answer whether or not an appointment matched. */
export const checkInLookupStarted = z.object({ lookupId: z.string(), expiresAt: z.string() });
export type CheckInLookupStarted = z.infer<typeof checkInLookupStarted>;
export const checkInLookupStartedResult = resultOf(checkInLookupStarted);

export const checkInLookupParams = checkInShopParams.extend({ lookupId: z.string().min(1).max(64) });
export const checkInVerifyBody = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the email'),
});

export const checkInFindBody = z.discriminatedUnion('by', [
  z.strictObject({
    by: z.literal('code'),
    value: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{6}$/, 'The confirmation code has 6 letters and digits'),
  }),
  z.strictObject({ by: z.literal('pass'), value: z.string().trim().min(20).max(100) }),
]);
export type CheckInFindBody = z.infer<typeof checkInFindBody>;

/** What the door may show of a found appointment: the first name and the time, nothing else. */
export const checkInTicket = z.object({
  /** Lets this screen sign the waiver and check in for a while; unguessable. */
  ticket: z.string(),
  expiresAt: z.string(),
  firstName: z.string(),
  /** Start in the shop's wall-clock time, e.g. 14:30 (for staff notices). */
  localTime: z.string(),
  /** The start and the shop's zone, for the screen to say the time as its own locale writes times. */
  startsAt: z.string(),
  timeZone: z.string(),
  checkedIn: z.boolean(),
  waiver: z.object({ required: z.boolean(), signed: z.boolean() }),
});
export type CheckInTicket = z.infer<typeof checkInTicket>;
export const checkInTicketResult = resultOf(checkInTicket);

export const checkInTicketParams = checkInShopParams.extend({ ticket: z.string().min(1).max(64) });

export const checkInWaiverSession = z.object({ sessionId: z.string() });
export const checkInWaiverSessionResult = resultOf(checkInWaiverSession);

export const checkedIn = z.object({ firstName: z.string(), localTime: z.string() });
export type CheckedIn = z.infer<typeof checkedIn>;
export const checkedInResult = resultOf(checkedIn);

export const createWalkInBody = z.strictObject({
  name: z.string().trim().min(1, 'Tell us your name').max(80, 'Keep the name under 80 characters'),
  serviceId: z.string().min(1).max(64).optional(),
  note: z.string().trim().max(500, 'Keep the note under 500 characters').optional(),
});
export type CreateWalkInBody = z.input<typeof createWalkInBody>;

export const walkIn = z.object({
  id: z.string(),
  name: z.string(),
  service: z.object({ id: z.string(), name: z.string() }).nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export const walkInResult = resultOf(walkIn.pick({ id: true, name: true, createdAt: true }));
export const walkInListResult = resultOf(z.array(walkIn));

/** The customer's own view of arriving: whether the waiver is signed and the QR code for the door. */
export const appointmentArrival = z.object({
  waiver: z.object({
    /** False when the shop has no waiver to sign. */
    required: z.boolean(),
    signedAt: z.string().nullable(),
  }),
  /** What to show at the door; null unless the appointment is confirmed. */
  checkIn: z.object({ url: z.string(), qrSvg: z.string(), confirmationCode: z.string() }).nullable(),
});
export type AppointmentArrival = z.infer<typeof appointmentArrival>;
export const appointmentArrivalResult = resultOf(appointmentArrival);
