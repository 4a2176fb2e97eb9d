import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { artists, businesses, services } from './catalog.ts';
import { tattooRequests } from './requests.ts';
import { users } from './users.ts';

/** How a project's price is quoted: one amount, a range, or an hourly rate with an estimate. */
export const projectQuoteKinds = ['fixed', 'range', 'hourly'] as const;

/** The session the deposit counts towards at checkout: the first, the last, or spread over all. */
export const projectDepositApplications = ['first', 'last', 'spread'] as const;

/** What a cancelled or missed session does to the deposit held as credit: the shop's named rules. */
export const projectCreditRules = ['keep_credit', 'refund', 'forfeit'] as const;

/**
 * One tattoo, done in one or more sessions (appointments with this project's id). The quote and the
 * deposit are the project's; its money record (what is paid and due) is computed from its entries.
 * Amounts are integers in the minor units of `currency`, the shop's currency when it was quoted.
 */
export const projects = pgTable(
  'projects',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    artistId: text('artist_id')
      .notNull()
      .references(() => artists.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    /** The service each session is booked as (its duration is a session's length). */
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id),
    /** The request it was quoted from; null when the shop started it for a returning customer. */
    requestId: text('request_id').references(() => tattooRequests.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    placement: text('placement').notNull().default(''),
    size: text('size').notNull().default(''),
    referenceImages: text('reference_images').array().notNull().default([]),
    /** Null while the number of sessions is still to be decided. */
    sessionCount: smallint('session_count'),
    quoteKind: text('quote_kind', { enum: projectQuoteKinds }).notNull(),
    /** fixed: the price; range: its low end; hourly: the estimate (rate × estimated hours). */
    quoteAmount: integer('quote_amount').notNull(),
    /** range only: its high end. */
    quoteMaxAmount: integer('quote_max_amount'),
    /** hourly only: the rate per hour and the estimated hours (in tenths of an hour). */
    hourlyRateAmount: integer('hourly_rate_amount'),
    estimatedTenthHours: integer('estimated_tenth_hours'),
    currency: text('currency').notNull(),
    depositAmount: integer('deposit_amount').notNull().default(0),
    depositAppliesTo: text('deposit_applies_to', { enum: projectDepositApplications }).notNull(),
    /** The shop's rule for the held deposit when a session is cancelled in time, cancelled late, missed. */
    inTimeCancelRule: text('in_time_cancel_rule', { enum: projectCreditRules })
      .notNull()
      .default('keep_credit'),
    lateCancelRule: text('late_cancel_rule', { enum: projectCreditRules }).notNull().default('forfeit'),
    noShowRule: text('no_show_rule', { enum: projectCreditRules }).notNull().default('forfeit'),
    /** The shortest time between two sessions, for the skin to heal. */
    healingGapDays: smallint('healing_gap_days').notNull().default(21),
    /** Whether a session needs an approved design, and how many days before it at the latest. */
    approvalRequired: boolean('approval_required').notNull().default(false),
    approvalDaysBefore: smallint('approval_days_before').notNull().default(2),
    /** The approved proof pinned to the project (project_proofs.id); not a key, to avoid a cycle. */
    approvedProofId: text('approved_proof_id'),
    /** When the customer accepted the quote; null while quoting. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('projects_idempotency_unique').on(t.businessId, t.idempotencyKey),
    index('projects_business_idx').on(t.businessId, t.createdAt),
    index('projects_customer_idx').on(t.customerId, t.createdAt),
    index('projects_artist_idx').on(t.artistId, t.createdAt),
    check('projects_amounts', sql`${t.quoteAmount} >= 0 AND ${t.depositAmount} >= 0`),
    check(
      'projects_range',
      sql`(${t.quoteKind} = 'range') = (${t.quoteMaxAmount} IS NOT NULL) AND (${t.quoteMaxAmount} IS NULL OR ${t.quoteMaxAmount} >= ${t.quoteAmount})`,
    ),
    check(
      'projects_hourly',
      sql`(${t.quoteKind} = 'hourly') = (${t.hourlyRateAmount} IS NOT NULL AND ${t.estimatedTenthHours} IS NOT NULL)`,
    ),
    check('projects_session_count', sql`${t.sessionCount} IS NULL OR ${t.sessionCount} BETWEEN 1 AND 20`),
  ],
);

/**
 * A version of the design the artist shows before the needle: pictures and a note. Only the customer
 * and the shop see it. The customer approves it or asks for changes with a comment; every version stays.
 */
export const projectProofs = pgTable(
  'project_proofs',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** 1, 2, 3 … within the project. */
    version: smallint('version').notNull(),
    images: text('images').array().notNull(),
    note: text('note').notNull().default(''),
    uploadedByUserId: text('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decision: text('decision', { enum: ['approved', 'changes_requested'] }),
    decisionComment: text('decision_comment'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('project_proofs_version_unique').on(t.projectId, t.version),
    check('project_proofs_decided', sql`(${t.decision} IS NULL) = (${t.decidedAt} IS NULL)`),
  ],
);
