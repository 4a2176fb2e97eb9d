import type { ShopProjectDefaults } from '@linework/contract/projects';
import type { WaiverTemplateBodyInput } from '@linework/contract/waivers';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export type ShopPolicies = {
  /** Hours before the start inside which a cancellation forfeits the deposit. */
  cancellationNoticeHours: number;
  /** Hours before the start inside which the appointment can no longer be moved. */
  rescheduleNoticeHours: number;
  /** How many times one appointment may be moved. */
  reschedulesAllowed: number;
  /** What happens when a customer does not come, in the shop's words. */
  noShow: string;
  /** How the deposit works, in the shop's words. */
  deposit: string;
};

/** A weekly opening interval in the shop's wall-clock time; weekday 1 = Monday … 7 = Sunday (ISO). */
export type WeeklyInterval = { weekday: number; opens: string; closes: string };

export const businesses = pgTable('businesses', {
  id: text('id').primaryKey(),
  shopUrl: text('shop_url').notNull().unique(),
  name: text('name').notNull(),
  about: text('about').notNull().default(''),
  addressLine: text('address_line').notNull(),
  city: text('city').notNull(),
  region: text('region'),
  postalCode: text('postal_code'),
  country: text('country').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  timeZone: text('time_zone').notNull(),
  currency: text('currency').notNull(),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  instagram: text('instagram'),
  coverImage: text('cover_image'),
  /** Size of the cover and the widths of its AVIF/WebP copies (uploads/picture-variants.ts). */
  coverWidth: integer('cover_width'),
  coverHeight: integer('cover_height'),
  coverVariantWidths: integer('cover_variant_widths').array().notNull().default([]),
  logoImage: text('logo_image'),
  styles: text('styles').array().notNull().default([]),
  hours: jsonb('hours').$type<WeeklyInterval[]>().notNull().default([]),
  /**
   * Whether `hours` follow the team's weekly hours (each day from the first artist's start to the
   * last one's end), as they do for a new shop until the owner sets opening hours of their own.
   */
  hoursFromTeam: boolean('hours_from_team').notNull().default(false),
  policies: jsonb('policies').$type<ShopPolicies>().notNull(),
  /** What a new project starts with unless the shop says otherwise for it (the owner sets them). */
  projectDefaults: jsonb('project_defaults').$type<ShopProjectDefaults>().notNull().default({
    depositAppliesTo: 'first',
    healingGapDays: 21,
    inTimeCancelRule: 'keep_credit',
    lateCancelRule: 'forfeit',
    noShowRule: 'forfeit',
  }),
  ageOfMajority: smallint('age_of_majority').notNull().default(18),
  /**
   * When the shop went live; null while a new shop is being set up, when search and its public pages
   * do not know it. Rows that predate the column (and the demo) count as published from the start.
   */
  publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const artists = pgTable('artists', {
  id: text('id').primaryKey(),
  urlPath: text('url_path').notNull().unique(),
  displayName: text('display_name').notNull(),
  bio: text('bio').notNull().default(''),
  styles: text('styles').array().notNull().default([]),
  avatarImage: text('avatar_image'),
  city: text('city'),
  timeZone: text('time_zone'),
  instagram: text('instagram'),
  website: text('website'),
  booksOpen: boolean('books_open').notNull().default(true),
  booksNote: text('books_note'),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An artist working at a shop, as a resident or on a guest spot between two dates. */
export const artistShops = pgTable(
  'artist_shops',
  {
    id: text('id').primaryKey(),
    artistId: text('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    artistUrl: text('artist_url').notNull(),
    kind: text('kind', { enum: ['resident', 'guest'] })
      .notNull()
      .default('resident'),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    // Booking settings of this artist at this shop.
    leadTimeMinutes: integer('lead_time_minutes')
      .notNull()
      .default(24 * 60),
    horizonDays: integer('horizon_days').notNull().default(90),
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(15),
    slotStepMinutes: integer('slot_step_minutes').notNull().default(30),
  },
  (t) => [
    unique('artist_shops_url_unique').on(t.businessId, t.artistUrl),
    unique('artist_shops_artist_unique').on(t.businessId, t.artistId),
  ],
);

export const businessMembers = pgTable(
  'business_members',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'staff', 'artist'] }).notNull(),
    artistId: text('artist_id').references(() => artists.id, { onDelete: 'set null' }),
    /**
     * How this member hears of a new booking (owners and the front desk of every one, an artist of
     * their own): by email, and as a notice in the studio (shop-notices/).
     */
    newBookingEmail: boolean('new_booking_email').notNull().default(true),
    newBookingNotice: boolean('new_booking_notice').notNull().default(true),
  },
  (t) => [unique('business_members_unique').on(t.businessId, t.userId)],
);

/**
 * An invitation to join a shop's team, emailed with a link that carries `token` (128 random bits).
 * Whoever signs in with `email` and opens the link becomes a member with `role`; once only.
 */
export const businessInvitations = pgTable('business_invitations', {
  id: text('id').primaryKey(),
  businessId: text('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  /** Lower-cased; only the person signed in with this address may accept. */
  email: text('email').notNull(),
  role: text('role', { enum: ['owner', 'staff', 'artist'] }).notNull(),
  /** For an artist: the shop's artist profile they take over; none makes them a new profile. */
  artistId: text('artist_id').references(() => artists.id, { onDelete: 'set null' }),
  token: text('token').notNull().unique(),
  invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
});

export const services = pgTable('services', {
  id: text('id').primaryKey(),
  businessId: text('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  durationMinutes: integer('duration_minutes').notNull(),
  priceKind: text('price_kind', { enum: ['fixed', 'from', 'hourly'] }).notNull(),
  /** Minor units of the shop's currency. */
  priceAmount: integer('price_amount').notNull(),
  depositAmount: integer('deposit_amount').notNull().default(0),
  requiresRequest: boolean('requires_request').notNull().default(false),
  image: text('image'),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const serviceArtists = pgTable(
  'service_artists',
  {
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    artistId: text('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.artistId] })],
);

/** Weekly working hours of an artist at a shop, in the shop's wall-clock time and time zone. */
export const workingHours = pgTable('working_hours', {
  id: text('id').primaryKey(),
  artistShopId: text('artist_shop_id')
    .notNull()
    .references(() => artistShops.id, { onDelete: 'cascade' }),
  weekday: smallint('weekday').notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
});

/**
 * Hours of an artist at a shop on one date of the shop's calendar, instead of that weekday's weekly
 * hours (several intervals a date, wall-clock times like the week's). Days off are time off.
 */
export const workingHourExceptions = pgTable(
  'working_hour_exceptions',
  {
    id: text('id').primaryKey(),
    artistShopId: text('artist_shop_id')
      .notNull()
      .references(() => artistShops.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [index('working_hour_exceptions_date_idx').on(t.artistShopId, t.date)],
);

export const portfolioImages = pgTable('portfolio_images', {
  id: text('id').primaryKey(),
  artistId: text('artist_id')
    .notNull()
    .references(() => artists.id, { onDelete: 'cascade' }),
  path: text('path').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** Widths of the AVIF/WebP copies made when it was stored; empty for pictures stored before them. */
  variantWidths: integer('variant_widths').array().notNull().default([]),
  caption: text('caption').notNull().default(''),
  style: text('style'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const reviews = pgTable('reviews', {
  id: text('id').primaryKey(),
  businessId: text('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  artistId: text('artist_id').references(() => artists.id, { onDelete: 'set null' }),
  serviceId: text('service_id').references(() => services.id, { onDelete: 'set null' }),
  customerId: text('customer_id').references(() => users.id, { onDelete: 'set null' }),
  authorName: text('author_name').notNull(),
  rating: smallint('rating').notNull(),
  text: text('text').notNull().default(''),
  photos: text('photos').array().notNull().default([]),
  verified: boolean('verified').notNull().default(false),
  reply: text('reply'),
  repliedAt: timestamp('replied_at', { withTimezone: true }),
  reportedAt: timestamp('reported_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A template body as stored: parse it with the contract's `waiverTemplateBody` to fill in defaults. */
export type WaiverTemplateBody = WaiverTemplateBodyInput;

/** Versioned waiver text of a shop; a signature points at the exact version it signed. */
export const waiverTemplates = pgTable(
  'waiver_templates',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: jsonb('body').$type<WaiverTemplateBody>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('waiver_templates_version_unique').on(t.businessId, t.version)],
);
