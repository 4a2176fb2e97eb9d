import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';
import { artists, businesses, services } from './catalog.ts';
import { users } from './users.ts';

// Flash (issue 29): an artist's ready designs in sizes, and drops of them with a stock per design.
// The stock and the per-customer limit are counters the database itself keeps within bounds (check
// constraints, and claims that move them with one conditional update), so a crowd cannot oversell.

/**
 * One ready design of one artist at one shop. It is booked through a service of the shop (its
 * deposit and buffers apply), each size setting the length and the price.
 */
export const flashDesigns = pgTable(
  'flash_designs',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    artistId: text('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id),
    title: text('title').notNull(),
    picturePath: text('picture_path').notNull(),
    placementNotes: text('placement_notes'),
    /** Tattooed again and again, or once only (a one-off: its stock in a drop is 1). */
    repeatable: boolean('repeatable').notNull().default(true),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('flash_designs_artist_idx').on(t.businessId, t.artistId, t.createdAt)],
);

/** A size of a design: its own length and price. */
export const flashSizes = pgTable(
  'flash_sizes',
  {
    id: text('id').primaryKey(),
    designId: text('design_id')
      .notNull()
      .references(() => flashDesigns.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    priceAmount: integer('price_amount').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [
    unique('flash_sizes_position_unique').on(t.designId, t.position),
    check('flash_sizes_duration_positive', sql`${t.durationMinutes} > 0`),
    check('flash_sizes_price_not_negative', sql`${t.priceAmount} >= 0`),
  ],
);

/** A set of designs offered from an announced moment, followers alone until `followersUntil`. */
export const flashDrops = pgTable(
  'flash_drops',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    artistId: text('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    followersUntil: timestamp('followers_until', { withTimezone: true }),
    perCustomerLimit: smallint('per_customer_limit').notNull(),
    holdMinutes: smallint('hold_minutes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('flash_drops_artist_idx').on(t.artistId, t.opensAt),
    check('flash_drops_limit_positive', sql`${t.perCustomerLimit} > 0`),
    check('flash_drops_hold_positive', sql`${t.holdMinutes} > 0`),
  ],
);

/** A design in a drop: how many there are and how many are claimed (never more than the stock). */
export const flashDropItems = pgTable(
  'flash_drop_items',
  {
    id: text('id').primaryKey(),
    dropId: text('drop_id')
      .notNull()
      .references(() => flashDrops.id, { onDelete: 'cascade' }),
    designId: text('design_id')
      .notNull()
      .references(() => flashDesigns.id, { onDelete: 'cascade' }),
    stock: integer('stock').notNull(),
    claimed: integer('claimed').notNull().default(0),
    position: smallint('position').notNull(),
  },
  (t) => [
    unique('flash_drop_items_design_unique').on(t.dropId, t.designId),
    check('flash_drop_items_stock_positive', sql`${t.stock} > 0`),
    check('flash_drop_items_claimed_within_stock', sql`${t.claimed} >= 0 AND ${t.claimed} <= ${t.stock}`),
  ],
);

/** How many designs of a drop one customer holds or bought, never past the drop's limit. */
export const flashDropCustomers = pgTable(
  'flash_drop_customers',
  {
    dropId: text('drop_id')
      .notNull()
      .references(() => flashDrops.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    claims: smallint('claims').notNull(),
    /** The drop's limit, copied so the check below can hold the count to it. */
    claimLimit: smallint('claim_limit').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dropId, t.customerId] }),
    check('flash_drop_customers_within_limit', sql`${t.claims} >= 0 AND ${t.claims} <= ${t.claimLimit}`),
  ],
);

/**
 * A customer's claim of one design of a drop: `held` while they pick a time and pay (until
 * `holdExpiresAt`, or while the appointment it became is still live), `released` when it lapsed and
 * went back to stock.
 */
export const flashClaims = pgTable(
  'flash_claims',
  {
    id: text('id').primaryKey(),
    dropId: text('drop_id')
      .notNull()
      .references(() => flashDrops.id, { onDelete: 'cascade' }),
    dropItemId: text('drop_item_id')
      .notNull()
      .references(() => flashDropItems.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['held', 'released'] }).notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    appointmentId: text('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('flash_claims_drop_idx').on(t.dropId, t.status),
    index('flash_claims_customer_idx').on(t.customerId, t.createdAt),
    unique('flash_claims_appointment_unique').on(t.appointmentId),
  ],
);
