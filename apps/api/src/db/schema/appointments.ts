import {
  type AppointmentStatus,
  appointmentStatus,
  appointmentStatusGroups,
} from '@linework/contract/appointments';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { artists, businesses, services } from './catalog.ts';
import { projects } from './projects.ts';
import { appointmentOffers } from './requests.ts';
import { users } from './users.ts';

/** The statuses of the contract, so the API and its clients can never disagree on them. */
export const appointmentStatuses = appointmentStatus.options as [AppointmentStatus, ...AppointmentStatus[]];

/**
 * Statuses that occupy the artist's time; the exclusion constraint covers exactly these. An offered
 * time is held like a hold: until the customer chooses another of the offer's times or it expires.
 */
export const liveStatuses = appointmentStatusGroups.live;

/**
 * Appointments and holds in one table: a hold is a row with status `held` and an expiry, so the
 * exclusion constraint (migration appointments_no_overlap) keeps any two live rows of one artist
 * from overlapping, buffers included.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    artistId: text('artist_id')
      .notNull()
      .references(() => artists.id),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    blockedFrom: timestamp('blocked_from', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    status: text('status', { enum: appointmentStatuses }).notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    confirmationCode: text('confirmation_code').notNull().unique(),
    notes: text('notes'),
    referenceImages: text('reference_images').array().notNull().default([]),
    priceAmount: integer('price_amount').notNull(),
    depositAmount: integer('deposit_amount').notNull(),
    currency: text('currency').notNull(),
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    /**
     * When the shop last moved it (null once the customer moves it again): a time the customer did
     * not choose, so their own deadlines do not bind them (appointments/policy.ts).
     */
    shopMovedAt: timestamp('shop_moved_at', { withTimezone: true }),
    /**
     * The calendar entry's SEQUENCE (RFC 5545): one more on every change a calendar should show
     * (confirmed, moved, cancelled), so a calendar app updates its one event instead of adding another.
     */
    sequence: integer('sequence').notNull().default(0),
    /** What a cancellation meant for the deposit: released (unpaid), refunded or forfeited. */
    cancelOutcome: text('cancel_outcome', { enum: ['release', 'refund', 'forfeit'] }),
    /**
     * When the shop last asked for the balance (staff `requestBalance`): until then the customer sees
     * what is left as information, from then on as something to pay.
     */
    balanceRequestedAt: timestamp('balance_requested_at', { withTimezone: true }),
    attribution: jsonb('attribution').$type<Record<string, string>>(),
    /** The offer this time belongs to, when a shop offered it in answer to a tattoo request. */
    offerId: text('offer_id').references(() => appointmentOffers.id, { onDelete: 'set null' }),
    /** The project this is a session of (projects.ts), and which session: 1, 2, 3 … */
    projectId: text('project_id').references(() => projects.id),
    sessionNumber: smallint('session_number'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('appointments_idempotency_unique').on(t.customerId, t.idempotencyKey),
    index('appointments_artist_time_idx').on(t.artistId, t.blockedFrom),
    index('appointments_customer_idx').on(t.customerId, t.startsAt),
    // The shop's day view: one business, one day of starts.
    index('appointments_business_time_idx').on(t.businessId, t.startsAt),
    index('appointments_offer_idx').on(t.offerId),
    index('appointments_project_idx').on(t.projectId, t.startsAt),
  ],
);

/** Every change of an appointment: who, from what to what, and why. */
export const appointmentHistory = pgTable('appointment_history', {
  id: text('id').primaryKey(),
  appointmentId: text('appointment_id')
    .notNull()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  actorUserId: text('actor_user_id'),
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
  fromStartsAt: timestamp('from_starts_at', { withTimezone: true }),
  toStartsAt: timestamp('to_starts_at', { withTimezone: true }),
  reason: text('reason'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An artist away: no slot is offered inside it, at any shop. The shop that recorded it (null when the
 * artist did, outside any shop) is the only one that sees its reason and may remove it.
 */
export const timeOff = pgTable(
  'time_off',
  {
    id: text('id').primaryKey(),
    artistId: text('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    businessId: text('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason'),
  },
  (t) => [index('time_off_artist_time_idx').on(t.artistId, t.startsAt)],
);
