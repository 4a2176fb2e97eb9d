import { pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('users_identity_unique').on(t.issuer, t.subject)],
);
