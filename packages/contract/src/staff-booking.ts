import { z } from 'zod';
import { appointmentStatus } from './appointments.ts';
import { businessArtistParams, businessParams, slug, wallClock } from './catalog.ts';
import { calendarDate, isoInstant } from './common.ts';
import { resultOf } from './envelope.ts';

// What a shop's owner, staff and artists use to run the books: an artist's weekly hours, different
// hours on a date, time off and booking settings at the shop, the appointments of a day, and the changes staff make to them.

const weekdayNames = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

// ---------------------------------------------------------------------------------------------
// Weekly hours
// ---------------------------------------------------------------------------------------------

/** One working interval on a weekday (1 = Monday … 7 = Sunday) in the shop's wall-clock time. */
export const workingInterval = z
  .strictObject({
    weekday: z
      .number()
      .int()
      .min(1, 'Weekday is 1 (Monday) to 7 (Sunday)')
      .max(7, 'Weekday is 1 (Monday) to 7 (Sunday)'),
    opens: wallClock,
    closes: wallClock,
  })
  // "HH:MM" strings compare like the times they name; 24:00 sorts after every other time.
  .refine((v) => v.opens < v.closes, {
    message: 'The closing time must come after the opening time',
    path: ['closes'],
  });
export type WorkingInterval = z.infer<typeof workingInterval>;

export const replaceHoursBody = z
  .strictObject({
    /** The whole week; an empty list means the artist takes no bookings at this shop. */
    intervals: z.array(workingInterval).max(50, 'Add 50 intervals at most'),
  })
  .superRefine((body, ctx) => {
    body.intervals.forEach((a, i) => {
      const clash = body.intervals.findIndex(
        (b, j) => j < i && b.weekday === a.weekday && b.opens < a.closes && a.opens < b.closes,
      );
      if (clash >= 0) {
        const b = body.intervals[clash]!;
        ctx.addIssue({
          code: 'custom',
          path: ['intervals', i],
          message: `${weekdayNames[a.weekday]} ${a.opens}–${a.closes} overlaps ${b.opens}–${b.closes}`,
        });
      }
    });
  });
export type ReplaceHoursBody = z.infer<typeof replaceHoursBody>;

export const artistHours = z.object({
  artistId: z.string(),
  /** The shop's IANA time zone the hours are in. */
  timeZone: z.string(),
  intervals: z.array(z.object({ weekday: z.number().int(), opens: z.string(), closes: z.string() })),
});
export type ArtistHours = z.infer<typeof artistHours>;
export const artistHoursResult = resultOf(artistHours);

// ---------------------------------------------------------------------------------------------
// Different hours on a date
// ---------------------------------------------------------------------------------------------

/** One working interval on a date, in the shop's wall-clock time. */
export const dateInterval = z
  .strictObject({ opens: wallClock, closes: wallClock })
  .refine((v) => v.opens < v.closes, {
    message: 'The closing time must come after the opening time',
    path: ['closes'],
  });
export type DateInterval = z.infer<typeof dateInterval>;

export const replaceDateHoursBody = z
  .strictObject({
    /** The whole date's hours: they replace that weekday's weekly hours on this date only. */
    intervals: z
      .array(dateInterval)
      .min(1, 'Add at least one time. For a day off, add time off instead.')
      .max(10, 'Add 10 intervals at most'),
  })
  .superRefine((body, ctx) => {
    body.intervals.forEach((a, i) => {
      const clash = body.intervals.findIndex((b, j) => j < i && b.opens < a.closes && a.opens < b.closes);
      if (clash >= 0) {
        const b = body.intervals[clash]!;
        ctx.addIssue({
          code: 'custom',
          path: ['intervals', i],
          message: `${a.opens}–${a.closes} overlaps ${b.opens}–${b.closes}`,
        });
      }
    });
  });
export type ReplaceDateHoursBody = z.infer<typeof replaceDateHoursBody>;

export const dateHoursParams = businessArtistParams.extend({ date: calendarDate });

export const dateHours = z.object({
  /** The date of the shop's calendar (YYYY-MM-DD). */
  date: z.string(),
  intervals: z.array(z.object({ opens: z.string(), closes: z.string() })),
});
export type DateHours = z.infer<typeof dateHours>;
export const dateHoursResult = resultOf(dateHours);
export const dateHoursListResult = resultOf(
  z.object({
    artistId: z.string(),
    /** The shop's IANA time zone the dates and hours are in. */
    timeZone: z.string(),
    /** From today on in the shop's calendar, soonest first. */
    dates: z.array(dateHours),
  }),
);

// ---------------------------------------------------------------------------------------------
// Time off
// ---------------------------------------------------------------------------------------------

const maxTimeOffDays = 366;

export const addTimeOffBody = z
  .strictObject({
    startsAt: isoInstant,
    endsAt: isoInstant,
    /** Seen by the shop's members only. */
    reason: z.string().trim().max(200, 'Keep the reason under 200 characters').optional(),
  })
  .refine((v) => Date.parse(v.startsAt) < Date.parse(v.endsAt), {
    message: 'The end must come after the start',
    path: ['endsAt'],
  })
  .refine((v) => Date.parse(v.endsAt) - Date.parse(v.startsAt) <= maxTimeOffDays * 86_400_000, {
    message: `Time off lasts ${maxTimeOffDays} days at most; add another one after it`,
    path: ['endsAt'],
  });
export type AddTimeOffBody = z.infer<typeof addTimeOffBody>;

export const timeOffQuery = z.object({
  /** Time off that ends after this instant; now when not given. */
  from: isoInstant.optional(),
});

export const timeOffView = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Null for time off recorded by another shop of the artist: it blocks times here too. */
  reason: z.string().nullable(),
  /** Whether this shop recorded it, and so may remove it. */
  recordedHere: z.boolean(),
});
export type TimeOffView = z.infer<typeof timeOffView>;
export const timeOffListResult = resultOf(z.array(timeOffView));
export const addedTimeOffResult = resultOf(
  timeOffView.extend({
    /** Live appointments inside the new time off: they stay booked until someone moves or cancels them. */
    overlappingAppointmentIds: z.array(z.string()),
  }),
);
export const timeOffParams = businessArtistParams.extend({ timeOffId: z.string().min(1).max(64) });

// ---------------------------------------------------------------------------------------------
// Booking settings
// ---------------------------------------------------------------------------------------------

const minutes = (label: string, max: number) =>
  z
    .number()
    .int(`${label} is a whole number of minutes`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} is ${max} minutes at most`);

export const bookingSettings = z.strictObject({
  /** How long before a start a customer can still book it. */
  leadTimeMinutes: minutes('Lead time', 30 * 24 * 60),
  /** How far ahead customers can book. */
  horizonDays: z
    .number()
    .int('The horizon is a whole number of days')
    .min(1, 'Customers must be able to book at least 1 day ahead')
    .max(730, 'The horizon is 730 days at most'),
  bufferBeforeMinutes: minutes('The buffer before', 240),
  bufferAfterMinutes: minutes('The buffer after', 240),
  /** The distance between offered start times. */
  slotStepMinutes: z
    .number()
    .int()
    .min(5, 'Offer start times at least 5 minutes apart')
    .max(240, 'Offer start times at most 240 minutes apart')
    .refine((v) => v % 5 === 0, 'Use a multiple of 5 minutes'),
});
export type BookingSettings = z.infer<typeof bookingSettings>;
export const bookingSettingsResult = resultOf(bookingSettings.extend({ artistId: z.string() }));

export const updateBookingSettingsBody = bookingSettings
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type UpdateBookingSettingsBody = z.infer<typeof updateBookingSettingsBody>;

// ---------------------------------------------------------------------------------------------
// Guest spots: an artist of Linework working at this shop between two dates
// ---------------------------------------------------------------------------------------------

const maxGuestSpotDays = 366;

export const addGuestSpotBody = z
  .strictObject({
    /** The guest's own page path on Linework, artist/{urlPath}, e.g. mara-vale. */
    artistUrlPath: slug,
    /** First and last day of the spot, in the shop's own calendar. */
    startsOn: calendarDate,
    endsOn: calendarDate,
  })
  .refine((v) => v.startsOn <= v.endsOn, {
    message: 'The last day must be on or after the first day',
    path: ['endsOn'],
  })
  .refine((v) => Date.parse(v.endsOn) - Date.parse(v.startsOn) < maxGuestSpotDays * 86_400_000, {
    message: `A guest spot lasts ${maxGuestSpotDays} days at most`,
    path: ['endsOn'],
  });
export type AddGuestSpotBody = z.infer<typeof addGuestSpotBody>;

export const guestSpotView = z.object({
  artistId: z.string(),
  displayName: z.string(),
  urlPath: z.string(),
  /** The guest's path inside this shop, shop/{shopUrl}/{artistUrl}. */
  artistUrl: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
});
export type GuestSpotView = z.infer<typeof guestSpotView>;
export const guestSpotListResult = resultOf(z.array(guestSpotView));
export const guestSpotResult = resultOf(guestSpotView);

// ---------------------------------------------------------------------------------------------
// The appointments of a day, and what staff do with them
// ---------------------------------------------------------------------------------------------

export const dayAppointmentsQuery = z.object({
  /** A day in the shop's own time zone. */
  date: calendarDate,
  /** How many days from `date` on: 1 (the default) for a day, 7 for a week. */
  days: z.coerce
    .number()
    .int('Days is a whole number')
    .min(1, 'Ask for 1 to 7 days')
    .max(7, 'Ask for 1 to 7 days')
    .optional(),
  artistId: z.string().min(1).max(64).optional(),
});

/**
 * Where the deposit stands: none asked, due (waiting for the customer), paid, refunded, or unpaid
 * (the shop confirmed without it).
 */
export const depositState = z.enum(['none', 'due', 'paid', 'refunded', 'unpaid']);
export type DepositState = z.infer<typeof depositState>;

export const shopAppointment = z.object({
  id: z.string(),
  status: appointmentStatus,
  confirmationCode: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Start and end in the shop's wall-clock time, e.g. 2027-03-14T23:30 */
  localStart: z.string(),
  localEnd: z.string(),
  /**
   * Start and end as a person reads them in the shop's zone, "23:30"; in the hour the clocks go
   * back, with the zone's abbreviation, "01:30 EDT" and "01:30 EST", so the two read apart.
   */
  startLabel: z.string(),
  endLabel: z.string(),
  holdExpiresAt: z.string().nullable(),
  customer: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
  }),
  service: z.object({ id: z.string(), name: z.string(), durationMinutes: z.number() }),
  artist: z.object({ id: z.string(), displayName: z.string() }),
  priceAmount: z.number(),
  depositAmount: z.number(),
  currency: z.string(),
  notes: z.string().nullable(),
  cancelOutcome: z.enum(['release', 'refund', 'forfeit']).nullable(),
  /** The appointment's money as the shop reads it at a glance; amounts in minor units. */
  money: z.object({
    depositState,
    /** Paid so far without tips, refunds not taken off. */
    paidAmount: z.number(),
    /** Left to pay for the work once the appointment stands (0 when settled or not due yet). */
    balanceDue: z.number(),
    refundedAmount: z.number(),
  }),
  /** Signed, sent (a signing session is open) or none yet. */
  waiver: z.object({ state: z.enum(['signed', 'sent', 'none']), signedAt: z.string().nullable() }),
  /** Whether the customer arrived (checked in at the door, or the visit is done), and when. */
  checkIn: z.object({ arrived: z.boolean(), at: z.string().nullable() }),
});
export type ShopAppointment = z.infer<typeof shopAppointment>;

export const dayAppointments = z.object({
  date: z.string(),
  timeZone: z.string(),
  appointments: z.array(shopAppointment),
});
export const dayAppointmentsResult = resultOf(dayAppointments);
export const shopAppointmentResult = resultOf(shopAppointment);

export const businessAppointmentParams = businessParams.extend({ appointmentId: z.string().min(1).max(64) });

/** Optional: a change without a body is recorded with a standard reason. */
export const staffActionBody = z
  .strictObject({
    /** Kept in the appointment's history; a cancellation's reason is also in the customer's email. */
    reason: z.string().trim().min(1).max(500, 'Keep the reason under 500 characters').optional(),
  })
  .nullish();
export type StaffActionBody = z.infer<typeof staffActionBody>;

/** What cancelling now would give back, computed by the server before the shop confirms. */
export const cancelPreview = z.object({
  allowed: z.boolean(),
  /** Why not, or what happens, in plain words. */
  message: z.string(),
  currency: z.string(),
  /** Everything the customer gets back, in minor units. */
  refundAmount: z.number(),
  /** Per payment: what is left of it goes back to the card. */
  refunds: z.array(z.object({ kind: z.enum(['deposit', 'balance']), amount: z.number() })),
});
export type CancelPreview = z.infer<typeof cancelPreview>;
export const cancelPreviewResult = resultOf(cancelPreview);

/** A shop moves an appointment to another free time of the same artist. */
export const staffRescheduleBody = z.strictObject({
  start: isoInstant,
  /** Kept in the appointment's history and told to the customer. */
  reason: z.string().trim().min(1).max(500, 'Keep the reason under 500 characters').optional(),
});
export type StaffRescheduleBody = z.infer<typeof staffRescheduleBody>;

/**
 * The shop's live stream (Server-Sent Events): `appointment` when one of its appointments (or their
 * payments, waivers or check-in) changed, `reset` when some may have been missed; the client then
 * reads again what it shows.
 */
export const businessEvent = z.object({
  appointmentId: z.string(),
  artistId: z.string(),
});
export type BusinessEvent = z.infer<typeof businessEvent>;

/** The stream's credential (its security scheme): without a valid one the answer is 401. */
export const businessStreamQuery = z.object({ ticket: z.string().min(1).max(400).optional() });
