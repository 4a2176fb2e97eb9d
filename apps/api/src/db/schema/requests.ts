import {
  type BodyArea,
  bodyArea,
  type ColourChoice,
  colourChoice,
  type RequestStatus,
  requestStatus,
  type SizeClass,
  sizeClass,
} from '@linework/contract/requests';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { artists, businesses, services } from './catalog.ts';
import { users } from './users.ts';

const enumOf = <T extends string>(values: readonly T[]) => values as [T, ...T[]];

/**
 * A customer's tattoo request to a shop. The shop answers with a question, a decline, or an offer of
 * times (appointment_offers); `status` says where it stands, and every step is an event.
 */
export const tattooRequests = pgTable(
  'tattoo_requests',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    serviceId: text('service_id').references(() => services.id, { onDelete: 'set null' }),
    preferredArtistId: text('preferred_artist_id').references(() => artists.id, { onDelete: 'set null' }),
    status: text('status', { enum: enumOf<RequestStatus>(requestStatus.options) }).notNull(),
    idea: text('idea').notNull(),
    placement: text('placement', { enum: enumOf<BodyArea>(bodyArea.options) }).notNull(),
    /** Either a size class or both measures in cm (check constraint). */
    sizeClass: text('size_class', { enum: enumOf<SizeClass>(sizeClass.options) }),
    widthCm: smallint('width_cm'),
    heightCm: smallint('height_cm'),
    style: text('style').notNull(),
    colour: text('colour', { enum: enumOf<ColourChoice>(colourChoice.options) }).notNull(),
    /** Minor units of `currency`, the shop's currency when the request was made. */
    budgetMinAmount: integer('budget_min_amount').notNull(),
    budgetMaxAmount: integer('budget_max_amount').notNull(),
    currency: text('currency').notNull(),
    referenceImages: text('reference_images').array().notNull().default([]),
    /** ISO weekdays, 1 = Monday … 7 = Sunday. */
    preferredWeekdays: smallint('preferred_weekdays').array().notNull().default([]),
    preferredDates: date('preferred_dates').array().notNull().default([]),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    /** When the customer confirmed being 18 or over; a request cannot exist without it. */
    adultConfirmedAt: timestamp('adult_confirmed_at', { withTimezone: true }).notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('tattoo_requests_idempotency_unique').on(t.customerId, t.idempotencyKey),
    index('tattoo_requests_business_idx').on(t.businessId, t.status, t.createdAt),
    index('tattoo_requests_customer_idx').on(t.customerId, t.createdAt),
    check('tattoo_requests_budget_order', sql`${t.budgetMinAmount} <= ${t.budgetMaxAmount}`),
    check(
      'tattoo_requests_size',
      sql`(${t.sizeClass} IS NOT NULL) <> (${t.widthCm} IS NOT NULL AND ${t.heightCm} IS NOT NULL)`,
    ),
  ],
);

export const requestEventKinds = [
  'submitted',
  'question',
  'answer',
  'offer',
  'declined',
  'accepted',
  'offer_expired',
  'quoted',
] as const;

/** The history of a request: who did what, when, and what they wrote (question, answer, reason). */
export const tattooRequestEvents = pgTable(
  'tattoo_request_events',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id')
      .notNull()
      .references(() => tattooRequests.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: requestEventKinds }).notNull(),
    /** Null when the system acted (an offer that ran out). */
    actorUserId: text('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    by: text('by', { enum: ['customer', 'shop', 'system'] }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    message: text('message'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tattoo_request_events_request_idx').on(t.requestId, t.at)],
);

/**
 * An offer of up to four times: each time is an appointment row with status `offered` and this
 * offer's id, so the exclusion constraint holds them all until one is accepted or the offer expires.
 * The primary appointment's page (booking/{primaryAppointmentId}) is where the customer chooses.
 */
export const appointmentOffers = pgTable(
  'appointment_offers',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id')
      .notNull()
      .references(() => tattooRequests.id, { onDelete: 'cascade' }),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Not a foreign key: the appointment rows point here, and one of them is the primary. */
    primaryAppointmentId: text('primary_appointment_id').notNull(),
    depositAmount: integer('deposit_amount').notNull(),
    message: text('message'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appointment_offers_request_idx').on(t.requestId, t.createdAt)],
);
