import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The embedded payment sandbox keeps its own books, apart from ours, the way Stripe keeps its own:
// our payments refer to its objects only by id, exactly as they would to Stripe's.

/** A card the sandbox form tokenised: brand, last four and expiry only; never the number or CVC. */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** What the test card does when charged (succeed, decline, ask for authentication). */
  behaviour: text('behaviour').notNull(),
  /** The sandbox customer the card was saved to (a charge with setup_future_usage), as Stripe attaches it. */
  customerId: text('customer_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SandboxRefund = { id: string; amount: number; status: 'succeeded'; created: number };

/** The sandbox's PaymentIntent, with Stripe's statuses and fields. */
export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull(),
  description: text('description'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  paymentMethodId: text('payment_method_id'),
  /** The sandbox customer this payment is for (`cus_…`); a saved card is charged only for its own. */
  customerId: text('customer_id'),
  /** Save the card to the customer once it is charged (Stripe's setup_future_usage). */
  setupFutureUsage: text('setup_future_usage'),
  returnUrl: text('return_url'),
  lastError: jsonb('last_error').$type<{ code: string; decline_code?: string; message: string } | null>(),
  /** One entry per successful charge: a PaymentIntent is charged at most once. */
  chargeCount: integer('charge_count').notNull().default(0),
  amountRefunded: integer('amount_refunded').notNull().default(0),
  refunds: jsonb('refunds').$type<SandboxRefund[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Answers the sandbox already gave, by idempotency key, replayed for a repeated request as Stripe does. */
export const sandboxIdempotencyKeys = pgTable('sandbox_idempotency_keys', {
  key: text('key').primaryKey(),
  response: jsonb('response').$type<unknown>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox's Customer: who saved cards belong to. */
export const sandboxCustomers = pgTable('sandbox_customers', {
  id: text('id').primaryKey(),
  email: text('email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
