import { projectMoneyEntryKinds } from '@linework/contract/project-money';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';
import { payments, refunds } from './payments.ts';
import { projects } from './projects.ts';

/**
 * The money record of a project: every payment, deposit, credit applied, refund, forfeit and tip is
 * one row, never changed once written. What is paid and due is computed from these rows alone, by
 * the contract's `projectMoney` (the server, the receipt, the customer's page and the studio alike).
 * Each row has a key unique within its project (`payment:<id>`, `credit:<appointment>`…), so a
 * retried request, a repeated webhook or a job run twice writes it once.
 */
export const projectMoneyEntries = pgTable(
  'project_money_entries',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: projectMoneyEntryKinds }).notNull(),
    /** Always positive: the kind says which way the money goes. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The session it belongs to (null for money of the project as a whole: a deposit held as credit). */
    sessionNumber: smallint('session_number'),
    appointmentId: text('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    refundId: text('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    /** The shop's named rule that made it, when one did (a cancellation's, a no-show's). */
    rule: text('rule'),
    note: text('note').notNull().default(''),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('project_money_entries_key_unique').on(t.projectId, t.key),
    index('project_money_entries_project_idx').on(t.projectId, t.at),
    check('project_money_entries_amount_positive', sql`${t.amount} > 0`),
  ],
);
