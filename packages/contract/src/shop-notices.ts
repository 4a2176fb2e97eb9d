import { z } from 'zod';
import { resultOf } from './envelope.ts';

// What the studio tells each member of a shop's team (a new booking), and how they want to hear it.

export const shopNotice = z.object({
  id: z.string(),
  kind: z.enum(['new_booking']),
  createdAt: z.string(),
  read: z.boolean(),
  appointment: z.object({
    id: z.string(),
    startsAt: z.string(),
    serviceName: z.string(),
    artistName: z.string(),
    customerName: z.string(),
  }),
});
export type ShopNotice = z.infer<typeof shopNotice>;

/** The latest notices (newest first) and how many are unread. */
export const shopNoticesResult = resultOf(
  z.object({ unread: z.number().int(), notices: z.array(shopNotice) }),
);

export const noticePreferences = z.strictObject({
  /** An email for each new booking (owners and the front desk: every one; an artist: their own). */
  newBookingEmail: z.boolean(),
  /** A notice in the studio for each new booking. */
  newBookingNotice: z.boolean(),
});
export type NoticePreferences = z.infer<typeof noticePreferences>;
export const noticePreferencesResult = resultOf(noticePreferences);

export const noticesReadResult = resultOf(z.object({ unread: z.literal(0) }));
