import { z } from 'zod';
import { attributionInput } from './appointments.ts';
import { calendarDate, email, isoInstant, optionalPhoneNumber } from './common.ts';
import { resultOf } from './envelope.ts';
import { consentMessage, pickTopicMessage, subscriptionTopics } from './subscription-texts.ts';
import { storagePath } from './uploads.ts';

export { subscriptionConsentText, subscriptionTopics, topicLabels } from './subscription-texts.ts';
export const subscriptionTopic = z.enum(subscriptionTopics);
export type SubscriptionTopic = z.infer<typeof subscriptionTopic>;

const topicList = z
  .array(subscriptionTopic)
  .min(1, pickTopicMessage)
  .max(subscriptionTopics.length)
  .transform((t) => [...new Set(t)]);

export const subscriptionTarget = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('artist'), urlPath: z.string().min(1).max(80) }),
  z.strictObject({ kind: z.literal('shop'), shopUrl: z.string().min(1).max(80) }),
]);
export type SubscriptionTarget = z.infer<typeof subscriptionTarget>;

export const createSubscriptionBody = z.strictObject({
  target: subscriptionTarget,
  // Confirmation goes by email (double opt-in), so an address is needed; a phone number is kept
  // for text messages alongside it.
  email,
  phoneNumber: optionalPhoneNumber,
  topics: topicList,
  consent: z.literal(true, { error: consentMessage }),
  attribution: attributionInput.optional(),
});
export type CreateSubscriptionBody = z.input<typeof createSubscriptionBody>;
export type ValidSubscriptionBody = z.output<typeof createSubscriptionBody>;

export const subscriptionStatus = z.enum(['pending', 'confirmed', 'unsubscribed']);
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

export const subscriptionView = z.object({
  id: z.string(),
  target: z.object({
    kind: z.enum(['artist', 'shop']),
    name: z.string(),
    /** Web path of the artist or shop page, e.g. `/artist/mara-vale`. */
    path: z.string(),
  }),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  topics: z.array(subscriptionTopic),
  status: subscriptionStatus,
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionView>;
export const subscriptionResult = resultOf(subscriptionView);
export const subscriptionListResult = resultOf(z.array(subscriptionView));

/**
 * Same answer whether the address was new, pending or already confirmed: nothing leaks. Only a
 * signed-in person following with their own (confirmed) address hears `subscribed`: it is active now.
 */
export const subscribeAnswer = z.object({
  status: z.enum(['confirmation_sent', 'subscribed']),
  email: z.string(),
});
export const subscribeResult = resultOf(subscribeAnswer);

/** The token of a confirmation or unsubscribe link: 128 random bits, base64url. */
export const linkToken = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'This link is not valid');
export const tokenQuery = z.object({ token: linkToken });

/**
 * `POST /v1/unsubscribe`: from a page with `{ token }`, or as RFC 8058 one-click from a mail client
 * with `?token=` in the URL and the form body `List-Unsubscribe=One-Click`.
 */
export const unsubscribeQuery = z.object({ token: linkToken.optional() });
export const unsubscribeBody = z
  .object({ token: linkToken.optional(), 'List-Unsubscribe': z.literal('One-Click').optional() })
  .optional();

export const preferencesBody = z.strictObject({ token: linkToken, topics: topicList });

export const subscriptionParams = z.object({ subscriptionId: z.string().min(1).max(64) });
export const updateMySubscriptionBody = z
  .strictObject({ topics: topicList.optional(), subscribed: z.boolean().optional() })
  .refine((b) => b.topics !== undefined || b.subscribed !== undefined, 'Say what to change');

// Announcements (staff)

export const announcementTopic = subscriptionTopic;

export const createAnnouncementBody = z
  .strictObject({
    topic: announcementTopic,
    /** Announce for one artist of the shop (to that artist's followers) instead of the shop. */
    artistId: z.string().min(1).max(64).optional(),
    title: z.string().trim().min(1, 'Give the announcement a title').max(120),
    message: z.string().trim().min(1, 'Write a message').max(4000),
    /** Books opening: the dates bookings open and close. */
    opensOn: calendarDate.optional(),
    closesOn: calendarDate.optional(),
    /** Flash drop: public images already uploaded. */
    imagePaths: z.array(storagePath).max(10, 'Up to 10 images').default([]),
  })
  .refine((b) => b.topic !== 'books_open' || b.opensOn, {
    message: 'Say when the books open',
    path: ['opensOn'],
  })
  .refine((b) => !b.opensOn || !b.closesOn || b.opensOn <= b.closesOn, {
    message: 'The books close before they open',
    path: ['closesOn'],
  });
export type CreateAnnouncementBody = z.input<typeof createAnnouncementBody>;

export const announcementView = z.object({
  id: z.string(),
  topic: announcementTopic,
  title: z.string(),
  artistId: z.string().nullable(),
  /** Confirmed subscribers of that topic when it was posted; sending runs in the background. */
  recipientCount: z.number().int(),
  sentCount: z.number().int(),
  createdAt: isoInstant,
});
export type AnnouncementView = z.infer<typeof announcementView>;
export const announcementResult = resultOf(announcementView);
export const announcementListResult = resultOf(z.array(announcementView));

/** How many followers an announcement of this topic (for the shop, or one of its artists) reaches now. */
export const announcementReachQuery = z.object({
  topic: announcementTopic,
  artistId: z.string().min(1).max(64).optional(),
});
export const announcementReach = z.object({ recipientCount: z.number().int() });
export const announcementReachResult = resultOf(announcementReach);

/** The email followers would get, rendered by the very template that sends it, and how many get it. */
export const announcementPreview = z.object({
  subject: z.string(),
  /** A whole HTML document; its unsubscribe links are a sample follower's. */
  html: z.string(),
  text: z.string(),
  recipientCount: z.number().int(),
});
export type AnnouncementPreview = z.infer<typeof announcementPreview>;
export const announcementPreviewResult = resultOf(announcementPreview);
