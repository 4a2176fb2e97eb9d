import { z } from 'zod';
import { appointmentStatus, availability } from './appointments.ts';
import { amountTooLarge, isoInstant, maxAmount } from './common.ts';
import { resultOf } from './envelope.ts';
import { projectMoneyEntryKinds } from './project-money.ts';

// Projects: one tattoo done in one or more sessions, with one quote and one money record. The shop
// quotes it (from a request, or for a returning customer), the customer accepts it, pays the deposit
// with the first session and books each next session after the healing gap from the project's page.
// What is paid and due is computed by `projectMoney` (project-money.ts) from the record's entries.

export const projectQuoteKind = z.enum(['fixed', 'range', 'hourly']);
export const depositAppliesTo = z.enum(['first', 'last', 'spread']);
/** What a cancelled or missed session does to the held deposit: kept as credit, refunded, forfeited. */
export const projectCreditRule = z.enum(['keep_credit', 'refund', 'forfeit']);
export type ProjectCreditRule = z.infer<typeof projectCreditRule>;

/** Where a project stands, and so what its next step is. */
export const projectState = z.enum([
  'quoting',
  'awaiting_deposit',
  'awaiting_approval',
  'in_progress',
  'next_session_to_book',
  'complete',
  'cancelled',
]);
export type ProjectState = z.infer<typeof projectState>;

export const projectStateLabels: Record<ProjectState, string> = {
  quoting: 'Quoting',
  awaiting_deposit: 'Awaiting deposit',
  awaiting_approval: 'Awaiting approval',
  in_progress: 'In progress',
  next_session_to_book: 'Next session to book',
  complete: 'Complete',
  cancelled: 'Cancelled',
};

export const creditRuleLabels: Record<ProjectCreditRule, string> = {
  keep_credit: 'kept as credit',
  refund: 'refunded',
  forfeit: 'forfeited',
};

const amount = z.number().int().min(0).max(maxAmount, amountTooLarge);

/** The quote: fixed, a range, or hourly with an estimate (the API derives the amount the project counts on). */
export const projectQuote = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), amount }),
  z.object({ kind: z.literal('range'), minAmount: amount, maxAmount: amount }),
  z.object({
    kind: z.literal('hourly'),
    hourlyRateAmount: amount,
    /** In tenths of an hour: 65 is 6.5 hours. */
    estimatedTenthHours: z.number().int().min(1).max(2000),
  }),
]);
export type ProjectQuote = z.infer<typeof projectQuote>;

/** The shop's new project: from a request (the customer is the requester) or for a returning customer. */
export const createProjectBody = z
  .object({
    requestId: z.string().min(1).max(64).optional(),
    customerId: z.string().min(1).max(64).optional(),
    artistId: z.string().min(1).max(64),
    serviceId: z.string().min(1).max(64),
    title: z.string().trim().min(1).max(80),
    description: z.string().trim().max(2000).default(''),
    placement: z.string().trim().max(120).default(''),
    size: z.string().trim().max(120).default(''),
    /** Null: the number of sessions is to be decided. */
    sessionCount: z.number().int().min(1).max(20).nullable(),
    quote: projectQuote,
    depositAmount: amount,
    /** Defaults to the first session. */
    depositAppliesTo: depositAppliesTo.optional(),
    healingGapDays: z.number().int().min(0).max(365).default(21),
    inTimeCancelRule: projectCreditRule.default('keep_credit'),
    lateCancelRule: projectCreditRule.default('forfeit'),
    noShowRule: projectCreditRule.default('forfeit'),
  })
  .refine((b) => Boolean(b.requestId) !== Boolean(b.customerId), {
    message: 'Name either the request or the returning customer',
    path: ['customerId'],
  })
  .refine((b) => b.quote.kind !== 'range' || b.quote.maxAmount >= b.quote.minAmount, {
    message: 'The top of the range must be at least its bottom',
    path: ['quote', 'maxAmount'],
  });
export type CreateProjectBody = z.input<typeof createProjectBody>;

export const projectParams = z.object({ projectId: z.string().min(1).max(64) });
export const shopProjectParams = z.object({
  businessId: z.string().min(1).max(64),
  projectId: z.string().min(1).max(64),
});
export const shopProjectsQuery = z.object({
  artistId: z.string().min(1).max(64).optional(),
  state: projectState.optional(),
});

export const bookSessionBody = z.object({ start: isoInstant });
export const projectFreeTimesQuery = z.object({
  /** A day of the shop's calendar (2027-03-14); the healing gap moves it later when it must. */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

export const projectSession = z.object({
  sessionNumber: z.number().int(),
  appointmentId: z.string().nullable(),
  /** done, booked, to_book (no live appointment yet) */
  state: z.enum(['done', 'booked', 'to_book']),
  status: appointmentStatus.nullable(),
  startsAt: z.string().nullable(),
  /** The start in the shop's zone, as people read it. */
  localTime: z.string().nullable(),
  priceAmount: z.number().int(),
  creditAppliedAmount: z.number().int(),
  creditPlannedAmount: z.number().int(),
  paidAmount: z.number().int(),
  tipsAmount: z.number().int(),
  dueAmount: z.number().int(),
  label: z.string(),
});
export type ProjectSession = z.infer<typeof projectSession>;

export const projectMoneyEntry = z.object({
  id: z.string(),
  kind: z.enum(projectMoneyEntryKinds),
  amount: z.number().int(),
  sessionNumber: z.number().int().nullable(),
  appointmentId: z.string().nullable(),
  rule: z.string().nullable(),
  note: z.string(),
  at: z.string(),
});
export type ProjectMoneyEntryView = z.infer<typeof projectMoneyEntry>;

export const projectMoneyView = z.object({
  currency: z.string(),
  quoteAmount: z.number().int(),
  paidAmount: z.number().int(),
  depositPaidAmount: z.number().int(),
  creditHeldAmount: z.number().int(),
  creditAppliedAmount: z.number().int(),
  refundedAmount: z.number().int(),
  forfeitedAmount: z.number().int(),
  tipsAmount: z.number().int(),
  dueAmount: z.number().int(),
  /** The session the held deposit counts towards (null when spread or still undecided). */
  depositSession: z.number().int().nullable(),
  entries: z.array(projectMoneyEntry),
});

export const projectView = z.object({
  id: z.string(),
  businessId: z.string(),
  shop: z.object({ name: z.string(), url: z.string(), timeZone: z.string() }),
  artist: z.object({ id: z.string(), displayName: z.string() }),
  customer: z.object({ id: z.string(), name: z.string() }),
  service: z.object({ id: z.string(), name: z.string(), durationMinutes: z.number().int() }),
  requestId: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  placement: z.string(),
  size: z.string(),
  referenceImages: z.array(z.string()),
  sessionCount: z.number().int().nullable(),
  quote: z.object({
    kind: projectQuoteKind,
    amount: z.number().int(),
    maxAmount: z.number().int().nullable(),
    hourlyRateAmount: z.number().int().nullable(),
    estimatedTenthHours: z.number().int().nullable(),
    currency: z.string(),
  }),
  depositAmount: z.number().int(),
  depositAppliesTo,
  healingGapDays: z.number().int(),
  rules: z.object({
    inTimeCancel: projectCreditRule,
    lateCancel: projectCreditRule,
    noShow: projectCreditRule,
  }),
  state: projectState,
  nextStep: z.string(),
  /** The earliest start of the next session after healing (null when none is to book). */
  nextSessionFrom: z.string().nullable(),
  sessions: z.array(projectSession),
  money: projectMoneyView,
  acceptedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ProjectView = z.infer<typeof projectView>;

export const projectResult = resultOf(projectView);
export const projectsResult = resultOf(z.array(projectView));
export const bookedSessionResult = resultOf(z.object({ appointmentId: z.string(), project: projectView }));
export const projectFreeTimesResult = resultOf(
  availability.extend({ earliest: z.string().nullable(), sessionNumber: z.number().int().nullable() }),
);
