import type { WaiverDraft } from '@linework/contract/waivers';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';
import { businesses, waiverTemplates } from './catalog.ts';
import { users } from './users.ts';

/**
 * One template version offered to one customer, reached by its unguessable id until it expires or
 * is signed. The draft holds the answers as the customer goes, so a reload keeps them.
 */
export const waiverSessions = pgTable(
  'waiver_sessions',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    templateId: text('template_id')
      .notNull()
      .references(() => waiverTemplates.id),
    appointmentId: text('appointment_id').references(() => appointments.id),
    customerId: text('customer_id').references(() => users.id),
    /** Who signs, as far as we know them before they do: for the first fill-in and the emails. */
    customerEmail: text('customer_email'),
    customerName: text('customer_name'),
    /** Who made it: the customer from their appointment page, staff, or the door's check-in. */
    channel: text('channel', { enum: ['customer', 'staff', 'check-in'] }).notNull(),
    createdBy: text('created_by'),
    draft: jsonb('draft').$type<WaiverDraft>(),
    draftSavedAt: timestamp('draft_saved_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('waiver_sessions_appointment_idx').on(t.appointmentId)],
);

/**
 * A signed waiver, kept unchanged for years: the database refuses UPDATE, DELETE and TRUNCATE on
 * this table (migration waivers_immutable). `record` is everything that was signed, including a
 * copy of the template's text and the SHA-256 of every image; `record_hash` is the SHA-256 of its
 * canonical JSON; the PDF rendered from it is stored at `pdf_path` with its own SHA-256.
 */
export const signedWaivers = pgTable(
  'signed_waivers',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    sessionId: text('session_id')
      .notNull()
      .unique()
      .references(() => waiverSessions.id),
    templateId: text('template_id')
      .notNull()
      .references(() => waiverTemplates.id),
    templateVersion: integer('template_version').notNull(),
    appointmentId: text('appointment_id').references(() => appointments.id),
    customerId: text('customer_id').references(() => users.id),
    legalName: text('legal_name').notNull(),
    /** Where the signed copy went. */
    signerEmail: text('signer_email'),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    recordHash: text('record_hash').notNull(),
    pdfPath: text('pdf_path').notNull(),
    pdfSha256: text('pdf_sha256').notNull(),
    ipAddress: text('ip_address').notNull(),
    userAgent: text('user_agent').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('signed_waivers_business_idx').on(t.businessId, t.signedAt),
    index('signed_waivers_appointment_idx').on(t.appointmentId),
  ],
);
