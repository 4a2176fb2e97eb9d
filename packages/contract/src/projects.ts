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

/**
 * The shop's defaults for a new project (the owner sets them with the shop's rules): the session the
 * deposit counts towards, the healing gap, and what a cancelled or missed session does to the deposit.
 */
export const shopProjectDefaults = z.strictObject({
  depositAppliesTo,
  healingGapDays: z
    .number('The healing gap is a number of days')
    .int('The healing gap is a whole number of days')
    .min(0, 'The healing gap cannot be negative')
    .max(365, 'The healing gap is 365 days at most'),
  inTimeCancelRule: projectCreditRule,
  lateCancelRule: projectCreditRule,
  noShowRule: projectCreditRule,
});
export type ShopProjectDefaults = z.infer<typeof shopProjectDefaults>;
export const shopProjectDefaultsResult = resultOf(shopProjectDefaults);

const projectText = {
  title: z.string().trim().min(1, 'Give the project a title').max(80, 'The title has 80 characters at most'),
  description: z.string().trim().max(2000, 'The description has 2000 characters at most'),
  placement: z.string().trim().max(120, 'The placement has 120 characters at most'),
  size: z.string().trim().max(120, 'The size has 120 characters at most'),
};
const sessionCount = z
  .number('The number of sessions is a number')
  .int('The number of sessions is a whole number')
  .min(1, 'A project has at least one session')
  .max(20, 'A project has 20 sessions at most');
const rangeOrdered = (q: ProjectQuote | undefined) => q?.kind !== 'range' || q.maxAmount >= q.minAmount;
const rangeMessage = 'The top of the range must be at least its bottom';

/**
 * The shop's new project: from a request (the customer is the requester) or for a returning customer.
 * The deposit's session, the healing gap and the rules are the shop's defaults when left out.
 */
export const createProjectBody = z
  .object({
    requestId: z.string().min(1).max(64).optional(),
    customerId: z.string().min(1).max(64).optional(),
    artistId: z.string().min(1).max(64),
    serviceId: z.string().min(1).max(64),
    title: projectText.title,
    description: projectText.description.default(''),
    placement: projectText.placement.default(''),
    size: projectText.size.default(''),
    /** Null: the number of sessions is to be decided. */
    sessionCount: sessionCount.nullable(),
    quote: projectQuote,
    depositAmount: amount,
    depositAppliesTo: depositAppliesTo.optional(),
    healingGapDays: shopProjectDefaults.shape.healingGapDays.optional(),
    inTimeCancelRule: projectCreditRule.optional(),
    lateCancelRule: projectCreditRule.optional(),
    noShowRule: projectCreditRule.optional(),
  })
  .refine((b) => Boolean(b.requestId) !== Boolean(b.customerId), {
    message: 'Name either the request or the returning customer',
    path: ['customerId'],
  })
  .refine((b) => rangeOrdered(b.quote), { message: rangeMessage, path: ['quote', 'maxAmount'] });
export type CreateProjectBody = z.input<typeof createProjectBody>;

/**
 * The shop changes a project: its words, its sessions, deposit and rules at any time while it is open;
 * the quote only until the customer accepted it.
 */
export const updateProjectBody = z
  .strictObject({
    ...projectText,
    sessionCount: sessionCount.nullable(),
    quote: projectQuote,
    depositAmount: amount,
    depositAppliesTo,
    healingGapDays: shopProjectDefaults.shape.healingGapDays,
    inTimeCancelRule: projectCreditRule,
    lateCancelRule: projectCreditRule,
    noShowRule: projectCreditRule,
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'Nothing to change')
  .refine((b) => rangeOrdered(b.quote), { message: rangeMessage, path: ['quote', 'maxAmount'] });
export type UpdateProjectBody = z.infer<typeof updateProjectBody>;

/** A customer who has been to the shop (an artist: their own), to start a project for. */
export const pastCustomer = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  visits: z.number().int(),
  lastVisitAt: z.string(),
});
export type PastCustomer = z.infer<typeof pastCustomer>;
export const pastCustomersQuery = z.object({ q: z.string().trim().max(80).optional() });
export const pastCustomersResult = resultOf(z.array(pastCustomer));

/** One open project's balance for the shop's Money: read from its money record, as everywhere. */
export const projectBalance = z.object({
  projectId: z.string(),
  title: z.string(),
  customerName: z.string(),
  artistName: z.string(),
  state: projectState,
  currency: z.string(),
  quoteAmount: z.number().int(),
  paidAmount: z.number().int(),
  creditHeldAmount: z.number().int(),
  dueAmount: z.number().int(),
});
export type ProjectBalance = z.infer<typeof projectBalance>;
export const projectBalancesResult = resultOf(z.array(projectBalance));

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
  /** The deposit asked now: until the first is paid, and a new one after a rule forfeited it. */
  depositDueAmount: z.number().int(),
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
