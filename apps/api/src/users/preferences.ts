import {
  defaultNotificationPreferences,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
} from '@linework/contract/users';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import type { User } from './service.ts';

// What a customer wants to hear about and how, stored on their profile. Senders ask `wants` before
// an email or text message of a kind goes out: appointments (confirmation, move, cancellation, a
// request's question, decline and offer, the balance request, the review link), reminders, chat
// (unread replies) and marketing (announcements to followers with an account). Always sent, as the
// law or the booking needs them: sign-in codes, receipts and refund notices, the signed waiver's copy
// and the waiver link for a booked visit, the check-in code, the copy of a sent request, the
// confirmation of a new follow (README, "Notification preferences").

export const preferencesOf = (user: Pick<User, 'notificationPreferences'>): NotificationPreferences =>
  user.notificationPreferences ?? defaultNotificationPreferences;

/** Whether this customer takes messages of this kind on this channel (a text also needs a phone). */
export function wants(
  user: Pick<User, 'notificationPreferences' | 'phoneNumber' | 'deletedAt'>,
  kind: NotificationKind,
  channel: NotificationChannel,
): boolean {
  if (user.deletedAt) return false;
  if (channel === 'sms' && !user.phoneNumber) return false;
  return preferencesOf(user)[kind][channel];
}

export async function setPreferences(
  db: Database,
  userId: string,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const [updated] = await db
    .update(users)
    .set({ notificationPreferences: preferences, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return preferencesOf(updated!);
}
