import type { NotificationPreferences } from '@linework/contract/users';
import { jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** The customer profile (docs/requirements.md), keyed by the identity issuer and its subject. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    /** What the customer wants to hear about and how; null until they choose (the defaults apply). */
    notificationPreferences: jsonb('notification_preferences').$type<NotificationPreferences>(),
    /**
     * Set when the customer deleted their account: the row stays, emptied of who they were, because
     * the shop must keep the receipts and signed waivers that point at it (docs/decisions/023).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('users_identity_unique').on(t.issuer, t.subject)],
);
