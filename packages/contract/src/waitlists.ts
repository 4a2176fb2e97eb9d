import { z } from 'zod';
import { resultOf } from './envelope.ts';

// Waitlists (issue 29): a customer waits for a freed time of an artist, for a service or a flash
// design, on the days and at the times that suit them (in the shop's zone). When a time frees, the
// shop's waitlist is offered it, in order or all at once, each offer held for the shop's minutes.

const id = z.string().min(1).max(64);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Write the time as HH:MM');

/** Days of the week as ISO numbers: 1 Monday … 7 Sunday. */
export const weekdayNames = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

export const waitlistTimeRange = z
  .strictObject({ from: clock, until: clock })
  .refine((r) => r.until > r.from, { message: 'The end comes after the start', path: ['until'] });
export type WaitlistTimeRange = z.infer<typeof waitlistTimeRange>;

/** The parts of a day the picker offers, as ranges in the shop's zone. */
export const dayParts = [
  { key: 'morning', label: 'Mornings', range: { from: '08:00', until: '12:00' } },
  { key: 'afternoon', label: 'Afternoons', range: { from: '12:00', until: '17:00' } },
  { key: 'evening', label: 'Evenings', range: { from: '17:00', until: '22:00' } },
] as const;

export const joinWaitlistBody = z
  .strictObject({
    shopUrl: z.string().min(1).max(200),
    artistId: id,
    /** The service to be booked; or, for a flash design, its size (the design's service is booked). */
    serviceId: id.optional(),
    flashSizeId: id.optional(),
    days: z
      .array(z.number().int().min(1).max(7))
      .min(1, 'Choose one day at least')
      .max(7)
      .refine((d) => new Set(d).size === d.length, 'Each day once'),
    times: z.array(waitlistTimeRange).min(1, 'Choose one time of day at least').max(6),
  })
  .refine((b) => Boolean(b.serviceId) !== Boolean(b.flashSizeId), {
    message: 'Choose what you would like: a service or a size of a design',
    path: ['serviceId'],
  });
export type JoinWaitlistBody = z.infer<typeof joinWaitlistBody>;

export const waitlistOfferState = z.enum(['offered', 'accepted', 'gone', 'expired']);
export type WaitlistOfferState = z.infer<typeof waitlistOfferState>;

export const waitlistOfferSummary = z.object({
  id: z.string(),
  state: waitlistOfferState,
  startsAt: z.string(),
  expiresAt: z.string(),
});

export const waitlistEntryView = z.object({
  id: z.string(),
  shopUrl: z.string(),
  shopName: z.string(),
  timeZone: z.string(),
  artistId: z.string(),
  artistName: z.string(),
  /** The service, or the design and its size. */
  what: z.string(),
  durationMinutes: z.number(),
  days: z.array(z.number()),
  times: z.array(z.object({ from: z.string(), until: z.string() })),
  createdAt: z.string(),
  leftAt: z.string().nullable(),
  offers: z.array(waitlistOfferSummary),
});
export type WaitlistEntryView = z.infer<typeof waitlistEntryView>;

export const waitlistOfferView = z.object({
  id: z.string(),
  state: waitlistOfferState,
  startsAt: z.string(),
  endsAt: z.string(),
  expiresAt: z.string(),
  timeZone: z.string(),
  shopUrl: z.string(),
  shopName: z.string(),
  artistName: z.string(),
  what: z.string(),
  currency: z.string(),
  depositAmount: z.number(),
  /** The appointment it became, once accepted. */
  appointmentId: z.string().nullable(),
});
export type WaitlistOfferView = z.infer<typeof waitlistOfferView>;

export const acceptedWaitlistOffer = z.object({
  appointmentId: z.string(),
  /** `held` when a deposit is due (pay it before the hold runs out), `confirmed` otherwise. */
  status: z.enum(['held', 'confirmed']),
});

export const waitlistSettings = z.strictObject({
  /** `in_order`: the first waiting, then the next when an offer runs out; `all_at_once`: everyone who fits. */
  mode: z.enum(['in_order', 'all_at_once']),
  holdMinutes: z
    .number()
    .int()
    .min(5, 'Hold an offer 5 minutes at least')
    .max(24 * 60, 'Hold an offer a day at most'),
});
export type WaitlistSettings = z.infer<typeof waitlistSettings>;
export const defaultWaitlistSettings: WaitlistSettings = { mode: 'in_order', holdMinutes: 60 };

export const shopWaitlistEntry = z.object({
  id: z.string(),
  customerName: z.string(),
  artistId: z.string(),
  artistName: z.string(),
  what: z.string(),
  days: z.array(z.number()),
  times: z.array(z.object({ from: z.string(), until: z.string() })),
  createdAt: z.string(),
  offersMade: z.number(),
});
export const shopWaitlist = z.object({
  entries: z.array(shopWaitlistEntry),
  /** Freed times booked again through the waitlist since the first of this month (shop's zone). */
  refilledThisMonth: z.number(),
  settings: waitlistSettings,
});
export type ShopWaitlist = z.infer<typeof shopWaitlist>;

export const leaveWaitlistBody = z.strictObject({ token: z.string().min(10).max(64) });

export const waitlistEntryParams = z.object({ entryId: id });
export const waitlistOfferParams = z.object({ offerId: id });
export const businessWaitlistParams = z.object({ businessId: id });
export const businessWaitlistQuery = z.object({ artistId: id.optional() });

export const waitlistEntryResult = resultOf(waitlistEntryView);
export const waitlistEntriesResult = resultOf(z.array(waitlistEntryView));
export const waitlistOfferResult = resultOf(waitlistOfferView);
export const acceptedWaitlistOfferResult = resultOf(acceptedWaitlistOffer);
export const leftWaitlistResult = resultOf(z.object({ left: z.boolean() }));
export const shopWaitlistResult = resultOf(shopWaitlist);
export const waitlistSettingsResult = resultOf(waitlistSettings);
