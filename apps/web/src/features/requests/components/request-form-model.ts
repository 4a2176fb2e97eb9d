import { email, optionalPhoneNumber, personName } from '@linework/contract/common';
import {
  bodyArea,
  type CreateRequestInput,
  colourChoice,
  maxBudgetAmount,
  sizeClass,
} from '@linework/contract/requests';
import { z } from 'zod';
import { currencyDigits } from '../../../lib/money.ts';

// The request form as people fill it in (amounts in the currency's major units, sizes as typed),
// its checks with messages under each field, and how it becomes the API's request body.

/** The first thing wrong with a typed measure, or nothing. */
const measureProblem = (typed: string, label: string) => {
  const v = typed.trim();
  if (!v) return `${label} is required`;
  if (!/^\d+$/.test(v)) return `${label} in whole centimetres`;
  if (Number(v) < 1 || Number(v) > 200) return `${label} is between 1 and 200 cm`;
  return undefined;
};

const money = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    // An empty field says "required" only, not also "not a number".
    .refine((v) => v === '' || /^\d+([.,]\d{1,2})?$/.test(v), `${label} as a number, e.g. 250`);

export const requestFormSchema = z
  .object({
    idea: z
      .string()
      .trim()
      .min(10, 'Tell the artist a little more about your idea (10 characters at least)')
      .max(4000, 'Keep the idea under 4000 characters'),
    placement: z.union([bodyArea, z.literal('')]).refine((v) => v !== '', 'Choose where on the body'),
    sizeUnit: z.enum(['class', 'cm']),
    sizeClass: z.union([sizeClass, z.literal('')]),
    widthCm: z.string(),
    heightCm: z.string(),
    style: z.string().trim().min(1, 'Choose a style'),
    colour: z.union([colourChoice, z.literal('')]).refine((v) => v !== '', 'Choose colour or black and grey'),
    budgetMin: money('The lowest budget'),
    budgetMax: money('The highest budget'),
    preferredArtistId: z.string(),
    referenceImages: z.array(z.object({ path: z.string(), url: z.string() })).max(10),
    preferredWeekdays: z.array(z.number()),
    preferredDates: z.array(z.string()),
    contactName: personName('Name'),
    contactEmail: email,
    contactPhone: z.string(),
    adultConfirmed: z.boolean().refine((v) => v, 'Confirm that you are 18 or over'),
  })
  .superRefine((v, ctx) => {
    if (v.sizeUnit === 'class' && !v.sizeClass) {
      ctx.addIssue({ code: 'custom', path: ['sizeClass'], message: 'Choose a size' });
    }
    if (v.sizeUnit === 'cm') {
      for (const [field, label] of [
        ['widthCm', 'Width'],
        ['heightCm', 'Height'],
      ] as const) {
        const message = measureProblem(v[field], label);
        if (message) ctx.addIssue({ code: 'custom', path: [field], message });
      }
    }
    const phone = optionalPhoneNumber.safeParse(v.contactPhone);
    if (!phone.success)
      ctx.addIssue({ code: 'custom', path: ['contactPhone'], message: phone.error.issues[0]!.message });
    const min = Number(v.budgetMin.replace(',', '.'));
    const max = Number(v.budgetMax.replace(',', '.'));
    if (Number.isFinite(min) && Number.isFinite(max) && max < min) {
      ctx.addIssue({
        code: 'custom',
        path: ['budgetMax'],
        message: 'The highest budget must be at least the lowest',
      });
    }
  });

export type RequestFormValues = z.input<typeof requestFormSchema>;

export const emptyRequestForm: RequestFormValues = {
  idea: '',
  placement: '',
  sizeUnit: 'class',
  sizeClass: '',
  widthCm: '',
  heightCm: '',
  style: '',
  colour: '',
  budgetMin: '',
  budgetMax: '',
  preferredArtistId: '',
  referenceImages: [],
  preferredWeekdays: [],
  preferredDates: [],
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  adultConfirmed: false,
};

/** An amount as typed (major units, "250" or "250.50") in the currency's minor units. */
export function toMinorUnits(typed: string, currency: string): number {
  const digits = currencyDigits(currency);
  return Math.min(Math.round(Number(typed.replace(',', '.')) * 10 ** digits), maxBudgetAmount);
}

export function toRequestBody(
  v: RequestFormValues,
  currency: string,
  serviceId: string | null,
): CreateRequestInput {
  return {
    idea: v.idea.trim(),
    placement: v.placement as CreateRequestInput['placement'],
    size:
      v.sizeUnit === 'class'
        ? { unit: 'class', sizeClass: v.sizeClass as NonNullable<z.infer<typeof sizeClass>> }
        : { unit: 'cm', widthCm: Number(v.widthCm), heightCm: Number(v.heightCm) },
    style: v.style.trim(),
    colour: v.colour as CreateRequestInput['colour'],
    budgetMinAmount: toMinorUnits(v.budgetMin, currency),
    budgetMaxAmount: toMinorUnits(v.budgetMax, currency),
    preferredArtistId: v.preferredArtistId || null,
    serviceId,
    referenceImagePaths: v.referenceImages.map((i) => i.path),
    preferredWeekdays: v.preferredWeekdays,
    preferredDates: v.preferredDates,
    contactName: v.contactName.trim(),
    contactEmail: v.contactEmail.trim(),
    contactPhone: v.contactPhone.trim() || undefined,
    adultConfirmed: true,
  };
}

/** The API's field names (body.x) as the form's, so a server message lands under its field. */
export const serverFieldNames: Record<string, keyof RequestFormValues> = {
  'body.idea': 'idea',
  'body.placement': 'placement',
  'body.size.sizeClass': 'sizeClass',
  'body.size.widthCm': 'widthCm',
  'body.size.heightCm': 'heightCm',
  'body.style': 'style',
  'body.colour': 'colour',
  'body.budgetMinAmount': 'budgetMin',
  'body.budgetMaxAmount': 'budgetMax',
  'body.preferredArtistId': 'preferredArtistId',
  'body.referenceImagePaths': 'referenceImages',
  'body.preferredWeekdays': 'preferredWeekdays',
  'body.preferredDates': 'preferredDates',
  'body.contactName': 'contactName',
  'body.contactEmail': 'contactEmail',
  'body.contactPhone': 'contactPhone',
  'body.adultConfirmed': 'adultConfirmed',
};
