import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';
import { artists, businesses, services } from './catalog.ts';
import { flashDesigns, flashSizes } from './flash.ts';
import { users } from './users.ts';

// Waitlists (issue 29): customers waiting for a freed time of an artist, the freed times themselves
// (an opening: one row the offers of a time share, locked when one is accepted, so exactly one
// booking results however many accept at once), and the offers made to the waiting customers.

/** A shop's choice: offer a freed time to the first waiting, then the next, or to all at once. */
export const waitlistSettings = pgTable(
  'waitlist_settings',
  {
    businessId: text('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['in_order', 'all_at_once'] }).notNull(),
    holdMinutes: smallint('hold_minutes').notNull(),
  },
  (t) => [check('waitlist_settings_hold_positive', sql`${t.holdMinutes} > 0`)],
);

export type WaitlistTimes = { from: string; until: string }[];

/** One customer waiting for one artist at one shop, for a service or a size of a flash design. */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    artistId: text('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The service booked (a flash design's own service when a design is waited for). */
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id),
    flashDesignId: text('flash_design_id').references(() => flashDesigns.id, { onDelete: 'cascade' }),
    flashSizeId: text('flash_size_id').references(() => flashSizes.id, { onDelete: 'cascade' }),
    /** The length of the time it needs: the service's, or the size's. */
    durationMinutes: integer('duration_minutes').notNull(),
    /** ISO weekdays (1 Monday … 7 Sunday) and wall-clock ranges in the shop's zone. */
    days: smallint('days').array().notNull(),
    times: jsonb('times').$type<WaitlistTimes>().notNull(),
    /** The unguessable token of the "leave the waitlist" link in every message. */
    leaveToken: text('leave_token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    leftAt: timestamp('left_at', { withTimezone: true }),
    /** Set when it ended because an offer was booked. */
    bookedAppointmentId: text('booked_appointment_id').references(() => appointments.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('waitlist_entries_artist_idx').on(t.businessId, t.artistId, t.createdAt),
    index('waitlist_entries_customer_idx').on(t.customerId, t.createdAt),
  ],
);

/** A time that freed and was offered to the waitlist; `taken` once an offer of it was booked. */
export const waitlistOpenings = pgTable(
  'waitlist_openings',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    artistId: text('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    /** The appointment whose cancellation, move or lapse freed it. */
    sourceAppointmentId: text('source_appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    mode: text('mode', { enum: ['in_order', 'all_at_once'] }).notNull(),
    holdMinutes: smallint('hold_minutes').notNull(),
    state: text('state', { enum: ['open', 'taken', 'closed'] }).notNull(),
    appointmentId: text('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }),
  },
  (t) => [
    unique('waitlist_openings_source_unique').on(t.sourceAppointmentId, t.startsAt),
    index('waitlist_openings_taken_idx').on(t.businessId, t.takenAt),
  ],
);

/** One freed time offered to one waiting customer, held until `expiresAt`. */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    /** Unguessable: the offer page's address. */
    id: text('id').primaryKey(),
    openingId: text('opening_id')
      .notNull()
      .references(() => waitlistOpenings.id, { onDelete: 'cascade' }),
    entryId: text('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    state: text('state', { enum: ['offered', 'accepted', 'gone', 'expired'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('waitlist_offers_entry_unique').on(t.openingId, t.entryId),
    index('waitlist_offers_entry_idx').on(t.entryId, t.createdAt),
  ],
);
