import { z } from 'zod';
import { calendarDate, email } from './common.ts';
import { resultOf } from './envelope.ts';
import { storagePath } from './uploads.ts';

// ---------------------------------------------------------------------------------------------
// Templates: what a shop asks its customers to read, answer, initial and sign. Every change is a
// new version; a signed record keeps the exact version (and a copy of its text) it signed.
// ---------------------------------------------------------------------------------------------

const itemId = z
  .string()
  .regex(
    /^[A-Za-z][A-Za-z0-9_-]{0,39}$/,
    'Use letters, digits, dashes or underscores, starting with a letter',
  );
const label = (max: number) => z.string().trim().min(1, 'This text is required').max(max);

export const waiverQuestion = z.discriminatedUnion('kind', [
  z.strictObject({
    id: itemId,
    kind: z.literal('yesno'),
    label: label(500),
    /** Asked when the answer is yes, e.g. "Which ones?". */
    followUp: label(300).optional(),
    required: z.boolean().default(true),
  }),
  z.strictObject({
    id: itemId,
    kind: z.literal('choice'),
    label: label(500),
    options: z.array(label(120)).min(2, 'Give at least two options').max(20),
    required: z.boolean().default(true),
  }),
  // Free text and dates are often "if any", so they are optional unless the shop says otherwise.
  z.strictObject({
    id: itemId,
    kind: z.enum(['text', 'date']),
    label: label(500),
    required: z.boolean().default(false),
  }),
]);
export type WaiverQuestion = z.output<typeof waiverQuestion>;

/** Details asked of the signer beyond the legal name and date of birth, which are always asked. */
export const signerFieldNames = ['address', 'phone', 'email', 'emergencyContact'] as const;
export const signerField = z.enum(signerFieldNames);

export const defaultGuardianText =
  'I am the parent or legal guardian of the person named above. I have read this form, I consent to their tattoo and I accept it on their behalf.';

export const waiverTemplateBody = z
  .strictObject({
    sections: z.array(z.strictObject({ heading: label(200), text: label(8000) })).max(30),
    clauses: z.array(z.strictObject({ id: itemId, text: label(1000) })).max(40),
    questions: z.array(waiverQuestion).max(60),
    requiredFields: z.array(signerField).default([...signerFieldNames]),
    /** The front of a photo ID is always asked; the back as the shop chooses. */
    idPhoto: z.strictObject({ back: z.enum(['none', 'optional', 'required']) }).default({ back: 'optional' }),
    /** Shown, with the guardian's own details, ID and signature, when the signer is a minor. */
    guardian: z.strictObject({ text: label(2000) }).default({ text: defaultGuardianText }),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    for (const [list, items] of [
      ['clauses', body.clauses],
      ['questions', body.questions],
    ] as const) {
      for (const [i, item] of items.entries()) {
        if (seen.has(item.id)) {
          ctx.addIssue({
            code: 'custom',
            path: [list, i, 'id'],
            message: `The id "${item.id}" is used twice`,
          });
        }
        seen.add(item.id);
      }
    }
  });
/** A template body as stored or sent: fields added later may be missing and take their defaults. */
export type WaiverTemplateBodyInput = z.input<typeof waiverTemplateBody>;
export type WaiverTemplateBody = z.output<typeof waiverTemplateBody>;

export const waiverTemplateView = z.object({
  id: z.string(),
  version: z.number().int(),
  title: z.string(),
  body: waiverTemplateBody,
  createdAt: z.string(),
});
export type WaiverTemplateView = z.infer<typeof waiverTemplateView>;

export const createWaiverTemplateBody = z.strictObject({ title: label(200), body: waiverTemplateBody });
export type CreateWaiverTemplateBody = z.input<typeof createWaiverTemplateBody>;
export const waiverTemplateResult = resultOf(waiverTemplateView);
export const waiverTemplateListResult = resultOf(z.array(waiverTemplateView));

/** The public preview: the shop's current template exactly as it will be signed. */
export const waiverPreview = z.object({
  shop: z.object({ name: z.string(), shopUrl: z.string(), ageOfMajority: z.number().int() }),
  template: waiverTemplateView,
});
export type WaiverPreview = z.infer<typeof waiverPreview>;
export const waiverPreviewResult = resultOf(waiverPreview);

// ---------------------------------------------------------------------------------------------
// The form a customer fills in. One shape for the saved draft and the submission: strings may be
// empty while it is a draft; which ones must be filled depends on the template (waiver-rules.ts).
// ---------------------------------------------------------------------------------------------

const text = (max: number) => z.string().trim().max(max, `Keep this under ${max} characters`);

/** A PNG drawn on the signature pad (or the typed name drawn there), as a data URL. */
export const signatureImage = z
  .string()
  .max(800_000, 'The signature image is too large')
  .regex(/^(data:image\/png;base64,[A-Za-z0-9+/]+=*)?$/, 'The signature must be a PNG image');

export const waiverSignature = z.strictObject({
  method: z.enum(['drawn', 'typed']),
  image: signatureImage,
  /** The name typed by someone who signs with the keyboard instead of drawing. */
  typedName: text(120),
});
export type WaiverSignature = z.infer<typeof waiverSignature>;

const photoPath = z.union([z.literal(''), storagePath]);

export const waiverForm = z.strictObject({
  signer: z.strictObject({
    legalName: text(120),
    dateOfBirth: text(10),
    address: text(300),
    phone: text(40),
    email: text(200),
    emergencyName: text(120),
    emergencyPhone: text(40),
  }),
  answers: z.record(itemId, z.strictObject({ value: text(2000), followUp: text(2000) })),
  initials: z.record(itemId, text(6)),
  idPhotos: z.strictObject({ front: photoPath, back: photoPath }),
  signature: waiverSignature,
  guardian: z.strictObject({
    legalName: text(120),
    relationship: text(60),
    phone: text(40),
    email: text(200),
    idFront: photoPath,
    idBack: photoPath,
    signature: waiverSignature,
  }),
  /** "I have read this form and sign it electronically." */
  agreed: z.boolean(),
});
export type WaiverForm = z.infer<typeof waiverForm>;

/** A saved draft also remembers the step the signer was on; signatures are never kept in drafts. */
export const waiverDraft = waiverForm.extend({ step: z.number().int().min(0).max(10) });
export type WaiverDraft = z.infer<typeof waiverDraft>;

// ---------------------------------------------------------------------------------------------
// Sessions: one template version bound to one customer (and maybe an appointment), reached by an
// unguessable id until it expires or is signed.
// ---------------------------------------------------------------------------------------------

const sessionShop = z.object({ name: z.string(), shopUrl: z.string() });

export const waiverSessionView = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('open'),
    id: z.string(),
    expiresAt: z.string(),
    shop: sessionShop.extend({
      ageOfMajority: z.number().int(),
      /** Today's date in the shop's time zone, for the age rule on the client. */
      today: z.string(),
    }),
    template: waiverTemplateView,
    /** What we already know of the customer, to fill in the first time. */
    prefill: z.object({ legalName: z.string(), email: z.string(), phone: z.string() }),
    draft: waiverDraft.nullable(),
    draftSavedAt: z.string().nullable(),
    appointment: z
      .object({ localStart: z.string(), serviceName: z.string(), artistName: z.string() })
      .nullable(),
  }),
  z.object({ status: z.literal('signed'), id: z.string(), shop: sessionShop, signedAt: z.string() }),
  z.object({ status: z.literal('expired'), id: z.string(), shop: sessionShop, expiredAt: z.string() }),
]);
export type WaiverSessionView = z.infer<typeof waiverSessionView>;
export const waiverSessionResult = resultOf(waiverSessionView);

export const waiverSessionParams = z.object({
  shopUrl: z.string().min(1).max(200),
  sessionId: z.string().min(1).max(64),
});

export const draftSavedResult = resultOf(z.object({ savedAt: z.string() }));

export const waiverPhotoKind = z.enum(['id-front', 'id-back', 'guardian-id-front', 'guardian-id-back']);
export const waiverPhotoUploadBody = z.strictObject({
  kind: waiverPhotoKind,
  contentType: z.enum(['image/jpeg', 'image/png', 'image/webp'], {
    message: 'Take or choose a JPEG, PNG or WebP photo',
  }),
  size: z
    .number()
    .int()
    .positive()
    .max(15 * 1024 * 1024, 'The photo is larger than 15 MB'),
});

export const signedWaiverReceipt = z.object({
  id: z.string(),
  signedAt: z.string(),
  recordHash: z.string(),
  /** Where the copy of the signed PDF goes. */
  emailedTo: z.string().nullable(),
});
export const signedWaiverReceiptResult = resultOf(signedWaiverReceipt);

export const createdWaiverSession = z.object({
  id: z.string(),
  shopUrl: z.string(),
  url: z.string(),
  expiresAt: z.string(),
  emailedTo: z.string().nullable(),
});
export type CreatedWaiverSession = z.infer<typeof createdWaiverSession>;
export const createdWaiverSessionResult = resultOf(createdWaiverSession);

/** Staff make a session for one of their appointments, or for someone by email (a walk-in). */
export const createWaiverSessionBody = z
  .strictObject({
    appointmentId: z.string().min(1).max(64).optional(),
    email: email.optional(),
    legalName: text(120).optional(),
    /** Email the link to the customer; otherwise show it on the shop's tablet. */
    send: z.boolean().default(false),
    expiresInHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(72),
  })
  .refine((b) => b.appointmentId || b.email, {
    message: 'Give the appointment, or the email of the person who signs',
    path: ['email'],
  });

// ---------------------------------------------------------------------------------------------
// Signed records, for staff.
// ---------------------------------------------------------------------------------------------

export const signedWaiverSummary = z.object({
  id: z.string(),
  legalName: z.string(),
  signedAt: z.string(),
  templateVersion: z.number().int(),
  appointmentId: z.string().nullable(),
  minor: z.boolean(),
  recordHash: z.string(),
});
export const signedWaiverListResult = resultOf(z.array(signedWaiverSummary));
export const signedWaiverListQuery = z.object({
  appointmentId: z.string().min(1).max(64).optional(),
  /** Part of the signer's legal name, any case. */
  name: z.string().trim().max(120).optional(),
  /** The day it was signed, in the shop's time zone. */
  date: calendarDate.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const waiverVerification = z.object({
  id: z.string(),
  /** True when the record, its images and its PDF are exactly what was signed. */
  intact: z.boolean(),
  storedHash: z.string(),
  recomputedHash: z.string(),
  files: z.array(z.object({ path: z.string(), intact: z.boolean() })),
});
export const waiverVerificationResult = resultOf(waiverVerification);

export const businessWaiverParams = z.object({
  businessId: z.string().min(1).max(200),
  signedWaiverId: z.string().min(1).max(64),
});
