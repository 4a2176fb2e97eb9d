import { z } from 'zod';
import { attributionInput, changeTerms } from './appointments.ts';
import { cardNumberProblem, cvcProblem, expiryProblem } from './cards.ts';
import { amountTooLarge, calendarDate, maxAmount } from './common.ts';
import { resultOf } from './envelope.ts';
import { paymentKind, paymentStatus, paymentSummary } from './money.ts';
import { pageOf, pageQuery } from './paging.ts';

// Payments: every amount is an integer in the currency's minor units (JPY has none), computed on
// the server; the client never sends a price, only which payment it wants and a tip choice.

export const tipPercents = [15, 20, 25] as const;

/** A tip on a balance: one of the offered percentages, a custom amount in minor units, or none. */
export const tipChoice = z.union([
  z.strictObject({ percent: z.union([z.literal(15), z.literal(20), z.literal(25)]) }),
  z.strictObject({
    amount: z
      .number()
      .int('Give the tip in whole minor units')
      .min(0, 'A tip cannot be negative')
      .max(maxAmount, amountTooLarge),
  }),
]);
export type TipChoice = z.infer<typeof tipChoice>;

const idParam = z.string().min(1).max(64);

export const createPaymentBody = z.strictObject({
  appointmentId: idParam,
  kind: paymentKind,
  tip: tipChoice.optional(),
  attribution: attributionInput.optional(),
});
export type CreatePaymentBody = z.infer<typeof createPaymentBody>;

export const setTipBody = z.strictObject({ tip: tipChoice.nullable() });
export type SetTipBody = z.infer<typeof setTipBody>;

/**
 * What pays: the payment method the card form of the active adapter made (sandbox `pm_…` or Stripe
 * `pm_…`), kept for next time when the customer asks (`saveCard`), or one of the customer's saved cards.
 */
const cardFormMethod = z
  .string()
  .regex(/^pm_[A-Za-z0-9_]{3,100}$/, 'This is not a payment method of the card form');
export const confirmPaymentBody = z.union([
  z.strictObject({ paymentMethodId: cardFormMethod, saveCard: z.boolean().default(false) }),
  z.strictObject({ savedCardId: idParam }),
]);
/** At the shop's counter: the card in front of the desk, never a card the customer saved. */
export const counterConfirmBody = z.strictObject({ paymentMethodId: cardFormMethod });
export type CounterConfirmBody = z.infer<typeof counterConfirmBody>;
export type ConfirmPaymentBody = z.infer<typeof confirmPaymentBody>;

export const paymentParams = z.object({ paymentId: idParam });
export const receiptQuery = z.object({ key: z.string().min(1).max(64).optional() });

export const lineItem = z.object({
  kind: z.enum(['service', 'deposit', 'deposit_paid', 'balance_paid', 'tip']),
  label: z.string(),
  /** Minor units; negative for what was already paid and is taken off. */
  amount: z.number().int(),
});
export type LineItem = z.infer<typeof lineItem>;

export const cardView = z.object({ brand: z.string(), last4: z.string() });

/** A card the customer saved when paying: its brand and last four, never its number. */
export const savedCardView = z.object({ id: z.string(), brand: z.string(), last4: z.string() });
export type SavedCardView = z.infer<typeof savedCardView>;
export const savedCardsResult = resultOf(z.array(savedCardView));

export const refundView = z.object({
  id: z.string(),
  amount: z.number().int(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  reason: z.string(),
  createdAt: z.string(),
});
export type RefundView = z.infer<typeof refundView>;

const shopSummary = z.object({
  id: z.string(),
  shopUrl: z.string(),
  name: z.string(),
  addressLine: z.string(),
  city: z.string(),
  postalCode: z.string().nullable(),
  country: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  timeZone: z.string(),
});

const appointmentSummary = z.object({
  id: z.string(),
  status: z.string(),
  serviceName: z.string(),
  artistName: z.string(),
  startsAt: z.string(),
  /** Start in the shop's wall-clock time, e.g. 2027-03-14T11:00 */
  localStart: z.string(),
  priceAmount: z.number().int(),
  depositAmount: z.number().int(),
  /** Until when an unpaid hold keeps the time, while it is held. */
  holdExpiresAt: z.string().nullable(),
});

export const paymentView = z.object({
  id: z.string(),
  kind: paymentKind,
  status: paymentStatus,
  provider: z.enum(['sandbox', 'stripe']),
  currency: z.string(),
  /** What is paid before any tip. */
  amount: z.number().int(),
  tipAmount: z.number().int(),
  /** The percentage chosen, or null for a custom tip or none. */
  tipPercent: z.number().int().nullable(),
  totalAmount: z.number().int(),
  lineItems: z.array(lineItem),
  /** Why the last try failed (a decline, a failed authentication), in words for people. */
  lastError: z.object({ code: z.string(), message: z.string() }).nullable(),
  card: cardView.nullable(),
  receiptNumber: z.string().nullable(),
  refundedAmount: z.number().int(),
  /** Something the payer must know, e.g. a deposit that came too late and was refunded. */
  notice: z.string().nullable(),
  shop: shopSummary,
  appointment: appointmentSummary,
  /** Until when the appointment can be cancelled with the deposit back and moved, shown before paying. */
  terms: changeTerms,
  /** The shop's deposit and cancellation rules in plain words. */
  policy: z.array(z.string()),
  createdAt: z.string(),
  succeededAt: z.string().nullable(),
});
export type PaymentView = z.infer<typeof paymentView>;
export const paymentResult = resultOf(paymentView);

/** What the confirm step answers: the payment, and where to send the card holder when 3-D Secure is needed. */
export const confirmResult = resultOf(paymentView.extend({ nextActionUrl: z.string().nullable() }));
export type ConfirmOutcome = z.infer<typeof confirmResult>['result'];

/** The project session a payment is for, as its receipt and the payer's list name it. */
export const paymentProjectSession = z.object({
  projectId: z.string(),
  title: z.string(),
  sessionNumber: z.number().int(),
  /** Null while the number of sessions is to be decided. */
  sessionCount: z.number().int().nullable(),
  /** "Forearm sleeve — session 3 of 3". */
  label: z.string(),
});
export type PaymentProjectSession = z.infer<typeof paymentProjectSession>;

/** A receipt's project: the session, the deposit credited by this payment, and the record as it stands. */
export const receiptProject = paymentProjectSession.extend({
  /** The project's deposit counted towards this session by this payment. */
  creditAppliedAmount: z.number().int(),
  quoteAmount: z.number().int(),
  paidAmount: z.number().int(),
  creditHeldAmount: z.number().int(),
  dueAmount: z.number().int(),
});
export type ReceiptProject = z.infer<typeof receiptProject>;

/**
 * How a receipt words its project, the same on the receipt page and its PDF: what this payment did
 * with the deposit (null when nothing), and the project's record as it stands.
 */
export function receiptProjectText(
  project: ReceiptProject,
  kind: z.infer<typeof paymentKind>,
  money: (minor: number) => string,
): { deposit: string | null; toDate: string } {
  const deposit =
    kind === 'deposit'
      ? 'Deposit held as credit for the project'
      : project.creditAppliedAmount
        ? `Deposit credited to this session: ${money(project.creditAppliedAmount)}`
        : null;
  return {
    deposit,
    toDate: `${project.title} to date: paid ${money(project.paidAmount)} of ${money(project.quoteAmount)}, credit held ${money(project.creditHeldAmount)}, due ${money(project.dueAmount)}`,
  };
}

export const receiptView = z.object({
  paymentId: z.string(),
  receiptNumber: z.string(),
  kind: paymentKind,
  paidAt: z.string(),
  /** Date and time of payment in the shop's zone, e.g. "Tuesday 12 January 2027, 11:00 (New York time)". */
  paidAtLocal: z.string(),
  payerName: z.string(),
  shop: shopSummary,
  appointment: appointmentSummary,
  currency: z.string(),
  lineItems: z.array(lineItem),
  amount: z.number().int(),
  tipAmount: z.number().int(),
  taxAmount: z.number().int().nullable(),
  totalAmount: z.number().int(),
  card: cardView.nullable(),
  refunds: z.array(refundView),
  refundedAmount: z.number().int(),
  notice: z.string().nullable(),
  /** The project and session it pays for, when it is one of a project's sessions. */
  project: receiptProject.nullable(),
  /** The PDF under the API's address, with the key that lets it open without signing in. */
  pdfPath: z.string(),
});
export type ReceiptView = z.infer<typeof receiptView>;
export const receiptResult = resultOf(receiptView);

export const paymentConfig = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  /** Stripe's publishable key, only when Stripe is the provider. */
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfig>;
export const paymentConfigResult = resultOf(paymentConfig);

export const emailReceiptResult = resultOf(z.object({ sentTo: z.string() }));

// ---------------------------------------------------------------------------------------------
// Staff
// ---------------------------------------------------------------------------------------------

export const businessPaymentParams = z.object({ businessId: idParam, paymentId: idParam });
export const businessAppointmentParams = z.object({ businessId: idParam, appointmentId: idParam });

export const refundBody = z.strictObject({
  /** Minor units; leave out to refund everything not refunded yet. */
  amount: z
    .number()
    .int('Give the amount in whole minor units')
    .positive('Refund more than zero')
    .max(maxAmount, amountTooLarge)
    .optional(),
  reason: z.string().trim().max(300, 'Keep the reason under 300 characters').optional(),
});
export type RefundBody = z.infer<typeof refundBody>;

export const staffPaymentView = paymentSummary.extend({
  currency: z.string(),
  card: cardView.nullable(),
  refunds: z.array(refundView),
});
export const staffPaymentResult = resultOf(staffPaymentView);
export const staffPaymentListResult = resultOf(z.array(staffPaymentView));

export const balanceRequestResult = resultOf(
  z.object({
    amountDue: z.number().int(),
    currency: z.string(),
    sentTo: z.string(),
    checkoutUrl: z.string(),
  }),
);

/** The front desk takes the balance at the counter: a tip choice, or none (the amounts are computed here). */
export const counterPaymentBody = z.strictObject({ tip: tipChoice.nullable().optional() });
export type CounterPaymentBody = z.infer<typeof counterPaymentBody>;

/** One day of the shop's takings, in the shop's own time zone. */
export const takingsQuery = z.object({ date: calendarDate });

/** One money movement of a day: a payment that went through, or a refund (not failed) of one. */
export const takingsLine = z.object({
  type: z.enum(['payment', 'refund']),
  /** The instant (ISO 8601 UTC) and the shop's wall-clock time, "14:05". */
  at: z.string(),
  localTime: z.string(),
  paymentId: z.string(),
  appointmentId: z.string(),
  kind: paymentKind,
  receiptNumber: z.string().nullable(),
  customerName: z.string(),
  serviceName: z.string(),
  artistName: z.string(),
  /** Minor units before any tip; a refund is negative. */
  amount: z.number().int(),
  tipAmount: z.number().int(),
  /** A refund's reason. */
  reason: z.string().nullable(),
});
export type TakingsLine = z.infer<typeof takingsLine>;

export const takingsView = z.object({
  date: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  paymentsCount: z.number().int(),
  /** Deposits and balances taken that day, tips left out. */
  paymentsAmount: z.number().int(),
  tipsAmount: z.number().int(),
  /** Refunds made that day (whenever their payment was), as a positive amount. */
  refundsAmount: z.number().int(),
  /** Payments + tips − refunds. */
  netAmount: z.number().int(),
  lines: z.array(takingsLine),
});
export type TakingsView = z.infer<typeof takingsView>;
export const takingsResult = resultOf(takingsView);

/** The longest range one export may cover. */
export const maxExportDays = 366;

/** A range of days in the shop's zone, both ends included. */
export const takingsExportQuery = z
  .object({ from: calendarDate, to: calendarDate })
  .refine((q) => q.from <= q.to, { message: 'The first day must not be after the last', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) < maxExportDays * 86_400_000, {
    message: `Export at most ${maxExportDays} days at a time`,
    path: ['to'],
  });
export type TakingsExportQuery = z.infer<typeof takingsExportQuery>;

// ---------------------------------------------------------------------------------------------
// The provider's side: webhook events and the embedded sandbox's card endpoint
// ---------------------------------------------------------------------------------------------

/** The parts of a provider (Stripe-format) event we read, after its signature is verified. */
export const providerEvent = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** Card details typed into the sandbox's own form; they go only to the sandbox, which keeps brand and last four. */
export const sandboxCardBody = z
  .strictObject({
    number: z.string().trim().max(30),
    expMonth: z.number().int(),
    expYear: z.number().int(),
    cvc: z.string().trim().max(8),
  })
  .superRefine((card, ctx) => {
    const number = cardNumberProblem(card.number);
    if (number) ctx.addIssue({ code: 'custom', path: ['number'], message: number });
    const expiry = expiryProblem(card.expMonth, card.expYear);
    if (expiry) ctx.addIssue({ code: 'custom', path: ['expMonth'], message: expiry });
    const cvc = cvcProblem(card.cvc, card.number);
    if (cvc) ctx.addIssue({ code: 'custom', path: ['cvc'], message: cvc });
  });
export type SandboxCardBody = z.infer<typeof sandboxCardBody>;

export const sandboxPaymentMethod = z.object({
  id: z.string(),
  card: z.object({ brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number() }),
});
export const sandboxPaymentMethodResult = resultOf(sandboxPaymentMethod);

export const sandboxAuthenticateParams = z.object({ intentId: z.string().min(1).max(64) });
export const sandboxAuthenticateQuery = z.object({ client_secret: z.string().min(1).max(200) });
export const sandboxAuthenticateBody = z.strictObject({
  client_secret: z.string().min(1).max(200),
  decision: z.enum(['approve', 'fail']),
});

// ---------------------------------------------------------------------------------------------
// The payment provider's webhook
// ---------------------------------------------------------------------------------------------

/** The provider signs the raw body (Stripe-Signature); every other header passes through. */
export const webhookHeaders = z.looseObject({ 'stripe-signature': z.string().max(2000).optional() });
export const webhookResult = resultOf(
  z.object({ received: z.literal(true), outcome: z.enum(['applied', 'duplicate', 'ignored']) }),
);

/** One paid payment in the customer's list, with its refunds and where its receipt is. */
export const myPaymentItem = z.object({
  paymentId: z.string(),
  kind: paymentKind,
  receiptNumber: z.string(),
  paidAt: z.string(),
  currency: z.string(),
  totalAmount: z.number().int(),
  refundedAmount: z.number().int(),
  refunds: z.array(refundView),
  shop: z.object({ name: z.string(), timeZone: z.string() }),
  appointment: z.object({
    id: z.string(),
    serviceName: z.string(),
    artistName: z.string(),
    startsAt: z.string(),
  }),
  /** The project session it pays for, when it is one. */
  project: paymentProjectSession.nullable(),
  /** The receipt as a PDF under the API's address (opens for its payer). */
  pdfPath: z.string(),
});
export type MyPaymentItem = z.infer<typeof myPaymentItem>;
export const myPaymentsQuery = pageQuery;
export const myPaymentsResult = resultOf(pageOf(myPaymentItem));
