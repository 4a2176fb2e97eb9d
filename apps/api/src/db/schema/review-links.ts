import { index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';
import { businesses, reviews } from './catalog.ts';
import { users } from './users.ts';

/**
 * The one-use link emailed after a completed appointment; its id (128 random bits) is the secret.
 * One per appointment; `used_at` is set in the same transaction that publishes the review.
 */
export const reviewLinks = pgTable('review_links', {
  id: text('id').primaryKey(),
  appointmentId: text('appointment_id')
    .notNull()
    .unique()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  reviewId: text('review_id').references(() => reviews.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A shop asking moderators to look at a review. It does not hide the review: only a moderator's
 * decision (`reviews.reported_at`) does, so a shop cannot remove a review it dislikes.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: text('id').primaryKey(),
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    reportedBy: text('reported_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('review_reports_once').on(t.reviewId, t.businessId),
    index('review_reports_review_idx').on(t.reviewId),
  ],
);
