import { z } from 'zod';
import { personName, phoneNumber } from './common.ts';
import { resultOf } from './envelope.ts';

/** The profile fetched after every sign-in change (docs/requirements.md#shared-widgets-and-session-state). */
export const userProfile = z.object({
  userId: z.string(),
  createdAt: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfile>;
export const userProfileResult = resultOf(userProfile);

/**
 * The public pages the signed-in person looks after: shops where they are owner or staff, and the
 * artists they are or manage as a shop's owner or staff. Screens use it to show tools meant for them
 * (the follow page's embed code) on pages whose cached public answers cannot say who is asking.
 */
export const managedPages = z.object({
  shopUrls: z.array(z.string()),
  artistUrlPaths: z.array(z.string()),
});
export type ManagedPages = z.infer<typeof managedPages>;

/** The signed-in user as `GET /v1/users/me` answers: the profile and what they look after. */
export const me = userProfile.extend({ manages: managedPages });
export type Me = z.infer<typeof me>;
export const meResult = resultOf(me);

/** A person's place in a business: owner, front desk (`staff`) or one of its artists. */
export const businessRoles = ['owner', 'staff', 'artist'] as const;
export type BusinessRole = (typeof businessRoles)[number];

/**
 * A business the signed-in person works at, as the studio (the shop console) opens it: its zone and
 * currency for every time and amount it shows, and who the person is there.
 */
export const myBusiness = z.object({
  businessId: z.string(),
  name: z.string(),
  shopUrl: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  role: z.enum(businessRoles),
  /** The artist this person is at the business (set for artists, and for owners who also tattoo). */
  artistId: z.string().nullable(),
});
export type MyBusiness = z.infer<typeof myBusiness>;
export const myBusinessListResult = resultOf(z.array(myBusiness));

export const updateUserProfile = z
  .strictObject({
    firstName: personName('First name'),
    lastName: personName('Last name'),
    phoneNumber: phoneNumber.nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type UpdateUserProfile = z.infer<typeof updateUserProfile>;

/** What a customer can be told about; each can reach them by email, text message, both or neither. */
export const notificationKinds = ['appointments', 'reminders', 'chat', 'marketing'] as const;
export type NotificationKind = (typeof notificationKinds)[number];
export const notificationChannels = ['email', 'sms'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];

const channelChoice = z.strictObject({ email: z.boolean(), sms: z.boolean() });
export const notificationPreferences = z.strictObject({
  appointments: channelChoice,
  reminders: channelChoice,
  chat: channelChoice,
  marketing: channelChoice,
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;
export const notificationPreferencesResult = resultOf(notificationPreferences);

/** Until a customer chooses: what they booked and wrote about reaches them; marketing by email only. */
export const defaultNotificationPreferences: NotificationPreferences = {
  appointments: { email: true, sms: false },
  reminders: { email: true, sms: true },
  chat: { email: true, sms: false },
  marketing: { email: true, sms: false },
};

/** Deleting the account is confirmed by typing its email address, so a stray tap cannot do it. */
export const deleteAccountBody = z.strictObject({
  confirmEmail: z.string().trim().min(1, 'Type your email address to confirm').max(320),
});
export const deleteAccountResult = resultOf(z.object({ deleted: z.literal(true) }));

const records = z.array(z.record(z.string(), z.unknown()));
/** Everything the customer gave and received, as one JSON document they can keep. */
export const accountExport = z.object({
  exportedAt: z.string(),
  profile: userProfile,
  notificationPreferences,
  appointments: records,
  requests: records,
  messages: records,
  payments: records,
  reviews: records,
  waivers: records,
  subscriptions: records,
  /** Every version of the designs of the customer's projects, its pictures and their answers. */
  designProofs: records,
  /** Projects with their money record (every entry), as the project page shows them. */
  projects: records,
});
export type AccountExport = z.infer<typeof accountExport>;
export const accountExportResult = resultOf(accountExport);
