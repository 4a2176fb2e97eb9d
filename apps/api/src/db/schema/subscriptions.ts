import type { SubscriptionTopic } from '@linework/contract/subscriptions';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { artists, businesses } from './catalog.ts';
import { users } from './users.ts';

/**
 * Someone following an artist or a shop (exactly one of the two). One row per address and target:
 * subscribing again updates it instead of adding another (NULLS NOT DISTINCT, PostgreSQL 15).
 * `token` (128 random bits) is the secret of the confirmation and unsubscribe links.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    artistId: text('artist_id').references(() => artists.id, { onDelete: 'cascade' }),
    businessId: text('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    topics: text('topics').array().$type<SubscriptionTopic[]>().notNull(),
    token: text('token').notNull().unique(),
    /** The consent text exactly as shown, and when it was given. */
    consentText: text('consent_text').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    attribution: jsonb('attribution').$type<Record<string, string>>(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('subscriptions_target_email_unique').on(t.artistId, t.businessId, t.email).nullsNotDistinct(),
    check('subscriptions_one_target', sql`(${t.artistId} is null) <> (${t.businessId} is null)`),
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_email_idx').on(t.email),
  ],
);

/** A message posted by staff to the confirmed followers of one topic of a shop or one artist. */
export const announcements = pgTable(
  'announcements',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Set when it goes to an artist's followers instead of the shop's. */
    artistId: text('artist_id').references(() => artists.id, { onDelete: 'cascade' }),
    topic: text('topic').$type<SubscriptionTopic>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    opensOn: text('opens_on'),
    closesOn: text('closes_on'),
    imagePaths: text('image_paths').array().notNull().default([]),
    /** The page its button opens instead of the booking page: a flash drop's (issue 29). */
    linkPath: text('link_path'),
    postedBy: text('posted_by').references(() => users.id, { onDelete: 'set null' }),
    recipientCount: integer('recipient_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_business_idx').on(t.businessId, t.createdAt)],
);

/** Who got an announcement: a retried batch skips them, so nobody gets it twice. */
export const announcementDeliveries = pgTable(
  'announcement_deliveries',
  {
    announcementId: text('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.subscriptionId] })],
);
