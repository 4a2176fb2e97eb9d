import type { LineItem } from '@linework/contract/payments';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';
import { businesses } from './catalog.ts';
import { users } from './users.ts';

export const paymentStatuses = [
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
] as const;

/** Statuses in which a payment may still be paid; one such payment per appointment and kind. */
export const openPaymentStatuses = ['requires_payment_method', 'requires_action', 'processing'] as const;

/** Receipt numbers count up across the whole product, so two payments never share one. */
export const receiptNumbers = pgSequence('receipt_number_seq', { startWith: 1001 });

/**
 * A deposit or balance of one appointment, mirrored from the provider's payment (PaymentIntent).
 * Amounts are integers in the currency's minor units; the total always adds up, and no more than
 * the total can ever be refunded (checks below), whatever the application does.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id),
    customerId: text('customer_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['deposit', 'balance'] }).notNull(),
    status: text('status', { enum: paymentStatuses }).notNull(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    /** The provider's payment (pi_…); set once the provider has it. */
    providerPaymentId: text('provider_payment_id').unique(),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
    tipAmount: integer('tip_amount').notNull().default(0),
    tipPercent: integer('tip_percent'),
    totalAmount: integer('total_amount').notNull(),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    lineItems: jsonb('line_items').$type<LineItem[]>().notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    lastErrorCode: text('last_error_code'),
    lastErrorMessage: text('last_error_message'),
    receiptNumber: text('receipt_number').unique(),
    /** The second half of the receipt link in emails: the receipt opens with it, signed in or not. */
    receiptKey: text('receipt_key').notNull(),
    /** Set when the payment arrived after its appointment was gone and was refunded for that. */
    notice: text('notice'),
    attribution: jsonb('attribution').$type<Record<string, string>>(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
  },
  (t) => [
    unique('payments_idempotency_unique').on(t.customerId, t.idempotencyKey),
    // Two checkouts of one deposit at once end in one open payment: the database decides.
    uniqueIndex('payments_one_open_per_kind')
      .on(t.appointmentId, t.kind)
      .where(sql`status IN ('requires_payment_method', 'requires_action', 'processing')`),
    index('payments_appointment_idx').on(t.appointmentId),
    check('payments_amounts_add_up', sql`${t.totalAmount} = ${t.amount} + ${t.tipAmount}`),
    check('payments_amounts_positive', sql`${t.amount} > 0 AND ${t.tipAmount} >= 0`),
    check(
      'payments_refund_within_total',
      sql`${t.refundedAmount} >= 0 AND ${t.refundedAmount} <= ${t.totalAmount}`,
    ),
  ],
);

/** Every change of a payment: created, declined, authenticated, paid, refunded; who or what did it. */
export const paymentHistory = pgTable(
  'payment_history',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** customer, staff, webhook, redirect, system */
    source: text('source').notNull(),
    actorUserId: text('actor_user_id'),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    amount: integer('amount'),
    detail: text('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_history_payment_idx').on(t.paymentId, t.at)],
);

/**
 * Money going back to the card. The amount is reserved on the payment (refunded_amount) in the same
 * transaction as this row, so refunds together can never pass what was paid; the provider call
 * happens after, with this row's id as its idempotency key.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    reason: text('reason').notNull(),
    providerRefundId: text('provider_refund_id'),
    requestedBy: text('requested_by'),
    /** Whoever asks for a refund twice (a retried request, a repeated job) gets the first one. */
    idempotencyKey: text('idempotency_key').notNull(),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('refunds_idempotency_unique').on(t.paymentId, t.idempotencyKey),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Provider events already applied, by their id: a replayed or re-sent webhook changes nothing. */
export const processedEvents = pgTable('processed_payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's customer record at the payment provider (Stripe's Customer): the cards they chose to
 * save belong to it, so a later payment can charge one again. One per person and provider.
 */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('payment_customers_user_provider').on(t.userId, t.provider)],
);

/**
 * A card a person saved when paying: only the provider's payment method id, its brand and last four.
 * The number and CVC never reach us.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerPaymentMethodId: text('provider_payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('saved_cards_user_method').on(t.userId, t.providerPaymentMethodId)],
);
