import { z } from 'zod';
import { priceKind } from './catalog.ts';
import { calendarDate, isoInstant } from './common.ts';
import { resultOf } from './envelope.ts';
import { appointmentMoney } from './money.ts';
import { pageOf, pageQuery } from './paging.ts';
import { storagePath } from './uploads.ts';

export const availabilityQuery = z
  .object({
    shopUrl: z.string().min(1).max(80),
    artistId: z.string().min(1).max(64),
    serviceId: z.string().min(1).max(64),
    /** A size of a flash design booked through this service: its length and price (issue 29). */
    flashSizeId: z.string().min(1).max(64).optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The end date comes before the start date',
    path: ['to'],
  });

/** The days to look in for a new time of a booked appointment (its artist, service and length). */
export const rescheduleTimesQuery = z
  .object({ from: calendarDate.optional(), to: calendarDate.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The end date comes before the start date',
    path: ['to'],
  });

/**
 * What the shop's policy lets the customer do with a time once booked, computed on the server from
 * the shop's notice windows (appointments/policy.ts `changeTerms`), so the booking screen, the
 * checkout and the emails say the same. Instants (ISO, UTC) to show in the shop's zone; null means
 * "no longer": the time is inside the notice window (the deposit is not refundable once paid, the
 * time cannot be moved), or the shop moves no appointments, or this one was moved as often as allowed.
 */
export const changeTerms = z.object({
  /** Until when cancelling gives the deposit back. */
  refundableUntil: z.string().nullable(),
  /** Until when the time can be moved to another. */
  movableUntil: z.string().nullable(),
});
export type ChangeTerms = z.infer<typeof changeTerms>;

export const slot = z.object({
  start: z.string(),
  end: z.string(),
  localTime: z.string(),
  terms: changeTerms,
});
export type Slot = z.infer<typeof slot>;

export const availability = z.object({
  timeZone: z.string(),
  days: z.array(z.object({ date: z.string(), slots: z.array(slot) })),
});
export type Availability = z.infer<typeof availability>;
export const availabilityResult = resultOf(availability);

export const appointmentStatus = z.enum([
  'held',
  'pending_deposit',
  'confirmed',
  'checked_in',
  'completed',
  'cancelled',
  'no_show',
  'expired',
  /** One of up to four times a shop offered in answer to a tattoo request, held until it expires. */
  'offered',
]);
export type AppointmentStatus = z.infer<typeof appointmentStatus>;

/**
 * The statuses grouped by what they mean, named once for the API and the web alike. An appointment
 * is in a group when its status is; the clock (a hold past its expiry, a time already over) is
 * judged apart, where it matters.
 */
export const appointmentStatusGroups = {
  /** Occupies the artist's time: the exclusion constraint covers exactly these. */
  live: ['held', 'pending_deposit', 'confirmed', 'checked_in', 'offered'],
  /** Booked and not yet over or ended: the customer's "upcoming" list. */
  upcoming: ['held', 'pending_deposit', 'confirmed', 'checked_in'],
  /** The customer may still cancel or move it (their policy permitting). */
  open: ['held', 'pending_deposit', 'confirmed'],
  /** Booked, its deposit not paid yet. */
  awaitingPayment: ['held', 'pending_deposit'],
  /** The deposit is still to come: a booking awaiting payment, or an offered time. */
  depositDue: ['held', 'pending_deposit', 'offered'],
  /** The customer may come in at the door, or already has. */
  arrivable: ['confirmed', 'checked_in'],
  /** Kept: confirmed, and what a confirmed appointment goes on to when kept. Money can be asked for. */
  settled: ['confirmed', 'checked_in', 'completed'],
  /** Marked done by the shop: kept or missed. */
  done: ['completed', 'no_show'],
  /** Booked by the customer at some point, kept or ended (not holds or offered times). */
  booked: ['pending_deposit', 'confirmed', 'checked_in', 'completed', 'no_show', 'cancelled'],
  /** Gone without taking place: the calendar entry is withdrawn. */
  ended: ['cancelled', 'expired'],
} as const satisfies Record<string, readonly AppointmentStatus[]>;
export type AppointmentStatusGroup = keyof typeof appointmentStatusGroups;

/** Whether a status belongs to a group of `appointmentStatusGroups`. */
export const inStatusGroup = (group: AppointmentStatusGroup, status: string): boolean =>
  (appointmentStatusGroups[group] as readonly string[]).includes(status);

export const attributionInput = z
  .strictObject({
    id: z.string().min(1).max(100),
    sourceCampaignId: z.string().min(1).max(100),
    employeeId: z.string().min(1).max(100).optional(),
    businessId: z.string().min(1).max(100).optional(),
    appointmentId: z.string().min(1).max(100).optional(),
  })
  .refine(
    (a) => a.employeeId || a.businessId || a.appointmentId,
    'Attribution needs an employee, business or appointment',
  );

export const createAppointmentBody = z.strictObject({
  shopUrl: z.string().min(1).max(80),
  artistId: z.string().min(1).max(64),
  serviceId: z.string().min(1).max(64),
  /** A size of a flash design booked through this service: its length and price (issue 29). */
  flashSizeId: z.string().min(1).max(64).optional(),
  /** The customer's claim of a drop's design, which this booking keeps (issue 29). */
  flashClaimId: z.string().min(1).max(64).optional(),
  start: isoInstant,
  notes: z.string().trim().max(2000, 'Keep the notes under 2000 characters').optional(),
  referenceImagePaths: z.array(storagePath).max(10, 'Add 10 reference images at most').optional(),
  attribution: attributionInput.optional(),
});
export type CreateAppointmentBody = z.infer<typeof createAppointmentBody>;

export const appointmentView = z.object({
  id: z.string(),
  status: appointmentStatus,
  confirmationCode: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Start in the shop's wall-clock time, e.g. 2027-03-14T11:00 */
  localStart: z.string(),
  holdExpiresAt: z.string().nullable(),
  shop: z.object({
    id: z.string(),
    shopUrl: z.string(),
    name: z.string(),
    timeZone: z.string(),
    addressLine: z.string(),
    city: z.string(),
  }),
  artist: z.object({ id: z.string(), displayName: z.string(), urlPath: z.string() }),
  service: z.object({
    id: z.string(),
    name: z.string(),
    durationMinutes: z.number(),
    /** How the price reads: "$150", "From $150" or "$150 per hour" (contract/price-format.ts). */
    priceKind,
  }),
  priceAmount: z.number(),
  depositAmount: z.number(),
  currency: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  /** Whether it can be cancelled now and what that means for the deposit, before anyone confirms. */
  cancellation: z.object({
    allowed: z.boolean(),
    outcome: z.enum(['release', 'refund', 'forfeit']),
    message: z.string(),
  }),
  cancelOutcome: z.enum(['release', 'refund', 'forfeit']).nullable(),
  /** Whether it can be moved now, in the shop's words. */
  reschedule: z.object({ allowed: z.boolean(), message: z.string() }),
  rescheduleCount: z.number().int(),
  /** Until when it can be cancelled with the deposit back and moved, by the shop's policy. */
  terms: changeTerms,
  /**
   * For an appointment offered in answer to a tattoo request: the times still open to choose from
   * (empty once one was chosen) and until when. Null for an appointment booked directly.
   */
  offer: z
    .object({
      id: z.string(),
      requestId: z.string(),
      expiresAt: z.string(),
      message: z.string().nullable(),
      times: z.array(z.object({ start: z.string(), end: z.string(), localStart: z.string() })),
    })
    .nullable(),
  /** What was paid and what is left to pay. */
  money: appointmentMoney,
  /** The review link of a finished visit while it can still be used (page review/{id}); else null. */
  reviewLinkId: z.string().nullable(),
  /** The project this appointment is a session of (its page: account/projects/{id}); else null. */
  project: z.object({ id: z.string(), sessionNumber: z.number().int() }).nullable(),
});
export type AppointmentView = z.infer<typeof appointmentView>;
export const appointmentResult = resultOf(appointmentView);
/** One page of the customer's appointments of one scope. */
export const appointmentListResult = resultOf(pageOf(appointmentView));
export const appointmentParams = z.object({ appointmentId: z.string().min(1).max(64) });
/**
 * upcoming: booked and not over; past: visits that are over (completed, missed, or ended unmarked);
 * cancelled: cancelled by either side.
 */
export const appointmentScope = z.enum(['upcoming', 'past', 'cancelled']);
export type AppointmentScope = z.infer<typeof appointmentScope>;
export const appointmentListQuery = pageQuery.extend({ scope: appointmentScope.default('upcoming') });

export const rescheduleBody = z.strictObject({ start: isoInstant });
