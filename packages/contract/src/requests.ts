import { z } from 'zod';
import { appointmentStatus } from './appointments.ts';
import {
  amountTooLarge,
  calendarDate,
  email,
  isoInstant,
  maxAmount,
  optionalPhoneNumber,
  personName,
} from './common.ts';
import { resultOf } from './envelope.ts';
import { storagePath } from './uploads.ts';

// Tattoo requests (shop/{shopUrl}/request) and the shop's answers to them: a question, a decline,
// or an offer of up to four times that the customer accepts on booking/{appointmentId}.

/** Where on the body, grouped as the picker shows them; the labels are what people read. */
export const bodyAreaGroups = [
  {
    label: 'Head and neck',
    areas: [
      ['head', 'Head'],
      ['face', 'Face'],
      ['behind_ear', 'Behind the ear'],
      ['neck', 'Neck'],
      ['throat', 'Throat'],
    ],
  },
  {
    label: 'Arms and hands',
    areas: [
      ['shoulder', 'Shoulder'],
      ['upper_arm', 'Upper arm'],
      ['inner_arm', 'Inner arm'],
      ['elbow', 'Elbow'],
      ['forearm', 'Forearm'],
      ['wrist', 'Wrist'],
      ['hand', 'Hand'],
      ['fingers', 'Fingers'],
    ],
  },
  {
    label: 'Torso',
    areas: [
      ['chest', 'Chest'],
      ['sternum', 'Sternum'],
      ['ribs', 'Ribs'],
      ['stomach', 'Stomach'],
      ['upper_back', 'Upper back'],
      ['lower_back', 'Lower back'],
      ['full_back', 'Full back'],
      ['hip', 'Hip'],
    ],
  },
  {
    label: 'Legs and feet',
    areas: [
      ['thigh', 'Thigh'],
      ['knee', 'Knee'],
      ['calf', 'Calf'],
      ['shin', 'Shin'],
      ['ankle', 'Ankle'],
      ['foot', 'Foot'],
    ],
  },
  { label: 'Somewhere else', areas: [['other', 'Somewhere else (say where in the idea)']] },
] as const;

type AreaKey = (typeof bodyAreaGroups)[number]['areas'][number][0];
const areaKeys = bodyAreaGroups.flatMap((g) => g.areas.map(([key]) => key)) as [AreaKey, ...AreaKey[]];
export const bodyArea = z.enum(areaKeys, { message: 'Choose where on the body' });
export type BodyArea = z.infer<typeof bodyArea>;
export const bodyAreaLabels = Object.fromEntries(
  bodyAreaGroups.flatMap((g) => g.areas.map(([key, label]) => [key, label])),
) as Record<BodyArea, string>;

export const sizeClass = z.enum(['tiny', 'small', 'medium', 'large', 'extra_large'], {
  message: 'Choose a size',
});
export type SizeClass = z.infer<typeof sizeClass>;
export const sizeClassLabels: Record<SizeClass, string> = {
  tiny: 'Tiny (up to 3 cm)',
  small: 'Small (palm-sized, up to 8 cm)',
  medium: 'Medium (hand-sized, up to 15 cm)',
  large: 'Large (up to 30 cm)',
  extra_large: 'Extra large (half sleeve, back piece)',
};

const centimetres = (label: string) =>
  z
    .number({ message: `${label} is required` })
    .int(`${label} in whole centimetres`)
    .min(1, `${label} is at least 1 cm`)
    .max(200, `${label} is 200 cm at most`);

/** A size class when people do not know the measures, width × height in cm when they do. */
export const tattooSize = z.discriminatedUnion(
  'unit',
  [
    z.strictObject({ unit: z.literal('class'), sizeClass }),
    z.strictObject({ unit: z.literal('cm'), widthCm: centimetres('Width'), heightCm: centimetres('Height') }),
  ],
  { message: 'Give a size class or the width and height in cm' },
);
export type TattooSize = z.infer<typeof tattooSize>;

export const colourChoice = z.enum(['colour', 'black_and_grey'], {
  message: 'Choose colour or black and grey',
});
export type ColourChoice = z.infer<typeof colourChoice>;
export const colourLabels: Record<ColourChoice, string> = {
  colour: 'In colour',
  black_and_grey: 'Black and grey',
};

/** Budgets above this are surely a typo (minor units: a million in two-decimal currencies). */
export const maxBudgetAmount = 100_000_000;

const amount = (label: string) =>
  z
    .number({ message: `${label} is required` })
    .int(`${label} in minor units, e.g. 15000 for 150.00`)
    .min(0, `${label} cannot be negative`)
    .max(maxBudgetAmount, `${label} is too large`);

export const createRequestBody = z
  .strictObject({
    idea: z
      .string({ message: 'Describe your idea' })
      .trim()
      .min(10, 'Tell the artist a little more about your idea (10 characters at least)')
      .max(4000, 'Keep the idea under 4000 characters'),
    placement: bodyArea,
    size: tattooSize,
    style: z
      .string({ message: 'Choose a style' })
      .trim()
      .min(1, 'Choose a style')
      .max(40, 'A style has 40 characters at most'),
    colour: colourChoice,
    /** Budget in minor units of the shop's currency. */
    budgetMinAmount: amount('The lowest budget'),
    budgetMaxAmount: amount('The highest budget'),
    /** An artist of the shop, or null for any artist. */
    preferredArtistId: z.string().min(1).max(64).nullable().default(null),
    /** The service the request came from, when it started on a service page. */
    serviceId: z.string().min(1).max(64).nullable().default(null),
    /** Storage paths of the customer's own finished uploads. */
    referenceImagePaths: z.array(storagePath).max(10, 'Add 10 reference images at most').default([]),
    preferredWeekdays: z
      .array(z.number().int().min(1).max(7))
      .max(7)
      .default([])
      .transform((days) => [...new Set(days)].sort()),
    preferredDates: z
      .array(calendarDate)
      .max(10, 'Pick 10 dates at most')
      .default([])
      .transform((dates) => [...new Set(dates)].sort()),
    contactName: personName('Name'),
    contactEmail: email,
    contactPhone: optionalPhoneNumber,
    adultConfirmed: z.literal(true, { message: 'Confirm that you are 18 or over' }),
  })
  .refine((b) => b.budgetMinAmount <= b.budgetMaxAmount, {
    message: 'The highest budget must be at least the lowest',
    path: ['budgetMaxAmount'],
  });
export type CreateRequestBody = z.infer<typeof createRequestBody>;
export type CreateRequestInput = z.input<typeof createRequestBody>;

export const requestStatus = z.enum([
  'submitted',
  'question_asked',
  'offered',
  'booked',
  'declined',
  'offer_expired',
  /** Answered with a project's quote (several sessions): the project's page takes it from there. */
  'quoted',
]);
export type RequestStatus = z.infer<typeof requestStatus>;
export const requestStatusLabels: Record<RequestStatus, string> = {
  submitted: 'Waiting for the shop',
  question_asked: 'The shop asked a question',
  offered: 'Times offered',
  booked: 'Booked',
  declined: 'Declined',
  offer_expired: 'Offer expired',
  quoted: 'Quoted as a project',
};

export const requestEventView = z.object({
  kind: z.enum([
    'submitted',
    'question',
    'answer',
    'offer',
    'declined',
    'accepted',
    'offer_expired',
    'quoted',
  ]),
  /** Who wrote it: the customer or the shop; the system when an offer ran out. */
  by: z.enum(['customer', 'shop', 'system']),
  message: z.string().nullable(),
  at: z.string(),
});

export const requestView = z.object({
  id: z.string(),
  status: requestStatus,
  shop: z.object({
    id: z.string(),
    shopUrl: z.string(),
    name: z.string(),
    timeZone: z.string(),
    currency: z.string(),
  }),
  service: z.object({ id: z.string(), name: z.string() }).nullable(),
  preferredArtist: z.object({ id: z.string(), displayName: z.string() }).nullable(),
  idea: z.string(),
  placement: bodyArea,
  size: tattooSize,
  style: z.string(),
  colour: colourChoice,
  budgetMinAmount: z.number(),
  budgetMaxAmount: z.number(),
  currency: z.string(),
  /** Signed, expiring links: reference images are private to the customer and the shop. */
  referenceImages: z.array(z.object({ path: z.string(), url: z.string() })),
  preferredWeekdays: z.array(z.number()),
  preferredDates: z.array(z.string()),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  events: z.array(requestEventView),
  /** The latest offer: its page is booking/{appointmentId}. */
  offer: z
    .object({ id: z.string(), appointmentId: z.string(), expiresAt: z.string(), depositAmount: z.number() })
    .nullable(),
  /** Sent while the artist's books were open with a cap: "You are 7 of 20". */
  booksPlace: z.object({ place: z.number(), cap: z.number() }).nullable(),
  /** The project the shop quoted from this request: its page is account/projects/{id}. */
  project: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type RequestView = z.infer<typeof requestView>;
export const requestResult = resultOf(requestView);
export const requestListResult = resultOf(z.array(requestView));

/** What became of one offered time: still open, the one chosen, or let go (not chosen, withdrawn, run out). */
export const offeredTimeOutcome = z.enum(['open', 'chosen', 'not_chosen', 'withdrawn', 'expired']);
export type OfferedTimeOutcome = z.infer<typeof offeredTimeOutcome>;

/**
 * A request as the shop follows it: the customer's view plus the latest offer's times and what
 * became of each, and the appointment the request turned into once the customer chose a time.
 */
export const shopRequestView = requestView.extend({
  offerTimes: z
    .object({
      artist: z.object({ id: z.string(), displayName: z.string() }),
      service: z.object({ id: z.string(), name: z.string() }),
      priceAmount: z.number().int(),
      depositAmount: z.number().int(),
      expiresAt: z.string(),
      message: z.string().nullable(),
      times: z.array(z.object({ start: z.string(), outcome: offeredTimeOutcome })),
    })
    .nullable(),
  appointment: z
    .object({
      id: z.string(),
      status: appointmentStatus,
      startsAt: z.string(),
      endsAt: z.string(),
      confirmationCode: z.string(),
    })
    .nullable(),
});
export type ShopRequestView = z.infer<typeof shopRequestView>;
export const shopRequestResult = resultOf(shopRequestView);
export const shopRequestListResult = resultOf(z.array(shopRequestView));

export const shopRequestParams = z.object({ shopUrl: z.string().min(1).max(200) });
export const requestParams = z.object({ requestId: z.string().min(1).max(64) });
export const businessRequestParams = z.object({
  businessId: z.string().min(1).max(200),
  requestId: z.string().min(1).max(64),
});
export const businessRequestListQuery = z.object({ status: requestStatus.optional() });

const message = (what: string, max = 2000) =>
  z
    .string({ message: `Write the ${what}` })
    .trim()
    .min(1, `Write the ${what}`)
    .max(max, `Keep the ${what} under ${max} characters`);

export const askQuestionBody = z.strictObject({ question: message('question') });
export const answerQuestionBody = z.strictObject({ answer: message('answer') });
export const declineRequestBody = z.strictObject({ reason: message('reason') });

export const maxOfferedTimes = 4;
export const defaultOfferHours = 72;

export const createOfferBody = z.strictObject({
  artistId: z.string().min(1).max(64),
  serviceId: z.string().min(1).max(64),
  starts: z
    .array(isoInstant)
    .min(1, 'Offer at least one time')
    .max(maxOfferedTimes, `Offer ${maxOfferedTimes} times at most`)
    .refine((s) => new Set(s.map((t) => Date.parse(t))).size === s.length, 'Offer each time once'),
  /** Minor units of the shop's currency; the service's deposit when left out. */
  depositAmount: z
    .number()
    .int('Give the deposit in minor units, e.g. 5000 for 50.00')
    .min(0, 'The deposit cannot be negative')
    .max(maxAmount, amountTooLarge)
    .optional(),
  /** Minor units of the shop's currency; the service's price when left out. */
  priceAmount: z
    .number()
    .int('Give the price in minor units, e.g. 15000 for 150.00')
    .min(0)
    .max(maxAmount, amountTooLarge)
    .optional(),
  /** How long the customer has to choose, and how long the times stay held. */
  expiresInHours: z
    .number()
    .int()
    .min(1, 'An offer lasts at least an hour')
    .max(14 * 24, 'An offer lasts 14 days at most')
    .default(defaultOfferHours),
  message: z.string().trim().max(2000, 'Keep the message under 2000 characters').optional(),
});
export type CreateOfferBody = z.infer<typeof createOfferBody>;

export const acceptOfferBody = z.strictObject({ start: isoInstant });
