import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';
import { businesses, services } from './catalog.ts';

/**
 * A search at the door. A lookup by phone or email is written whether or not it matched (then
 * `appointment_id` is null and no code was sent), so both answers cost and look the same; it becomes
 * a ticket once its one-time code is entered. A confirmation code or QR pass makes a verified row at
 * once. The id is the ticket: unguessable, short-lived.
 */
export const checkInLookups = pgTable(
  'check_in_lookups',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    appointmentId: text('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['email', 'phone', 'code', 'pass'] }).notNull(),
    /** SHA-256 of the one-time code sent by email (phone and email lookups). */
    codeHash: text('code_hash'),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('check_in_lookups_business_idx').on(t.businessId, t.createdAt)],
);

/** The unguessable token in an appointment's check-in QR code, made the first time it is shown. */
export const checkInPasses = pgTable('check_in_passes', {
  appointmentId: text('appointment_id')
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Someone at the door without an appointment, waiting for staff. */
export const walkIns = pgTable(
  'walk_ins',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    serviceId: text('service_id').references(() => services.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('walk_ins_business_idx').on(t.businessId, t.createdAt)],
);
