import { z } from 'zod';

// The payment pieces an appointment shows; payments.ts builds the full payment on them.

export const paymentKind = z.enum(['deposit', 'balance']);
export type PaymentKind = z.infer<typeof paymentKind>;

/** Our payment's state, following the provider's PaymentIntent: open for a card, waiting for 3-D Secure, paid. */
export const paymentStatus = z.enum([
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
]);
export type PaymentStatus = z.infer<typeof paymentStatus>;

/** A payment as an appointment lists it: kind, state, money. */
export const paymentSummary = z.object({
  id: z.string(),
  kind: paymentKind,
  status: paymentStatus,
  totalAmount: z.number().int(),
  tipAmount: z.number().int(),
  refundedAmount: z.number().int(),
  receiptNumber: z.string().nullable(),
  succeededAt: z.string().nullable(),
});
export type PaymentSummary = z.infer<typeof paymentSummary>;

/** What was paid for an appointment and what is left, in minor units of its currency. */
export const appointmentMoney = z.object({
  /** Deposit and balances paid, tips left out, refunds not taken off. */
  paidAmount: z.number().int(),
  tipsAmount: z.number().int(),
  refundedAmount: z.number().int(),
  /** The deposit still to pay to confirm the appointment (0 once paid or when there is none). */
  depositDue: z.number().int(),
  /** Price − deposit paid − earlier balances, once the deposit is settled. */
  balanceDue: z.number().int(),
  /**
   * When the shop asked for the balance (staff `requestBalance`), or null: until then the balance is
   * shown as information, and the customer is offered to pay it only once the shop asks.
   */
  balanceRequestedAt: z.string().nullable(),
  payments: z.array(paymentSummary),
});
export type AppointmentMoney = z.infer<typeof appointmentMoney>;
