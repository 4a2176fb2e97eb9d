import { z } from 'zod';
import { resultOf } from './envelope.ts';
import { projectParams } from './projects.ts';
import { storagePath } from './uploads.ts';

// Design approval (issue 27 item 4): the artist shows versions of the design (pictures and a note)
// on a project; the customer approves one or asks for changes with a comment. Every version stays;
// the approved one is pinned to the project and shown on its sessions, at the door and in the day.

const id = z.string().min(1).max(64);

export const projectProofParams = projectParams.extend({ proofId: id });
export const businessProjectParams = z.object({ businessId: z.string().min(1).max(200), projectId: id });
export const businessAppointmentDesignParams = z.object({
  businessId: z.string().min(1).max(200),
  appointmentId: id,
});
export const appointmentDesignParams = z.object({ appointmentId: id });

export const proofDecisions = ['approved', 'changes_requested'] as const;
export type ProofDecision = (typeof proofDecisions)[number];

/** At most this many pictures in one version. */
export const maxProofImages = 8;

export const uploadProofBody = z.strictObject({
  images: z
    .array(storagePath, { message: 'Add the pictures of the design' })
    .min(1, 'Add at least one picture of the design')
    .max(maxProofImages, `A version has ${maxProofImages} pictures at most`),
  note: z.string().trim().max(2000, 'Keep the note under 2000 characters').default(''),
});
export type UploadProofBody = z.input<typeof uploadProofBody>;

export const changesCommentRequired = 'Say what you would like changed';

export const decideProofBody = z
  .strictObject({
    decision: z.enum(proofDecisions, { message: 'Approve the design or ask for changes' }),
    comment: z.string().trim().max(2000, 'Keep the comment under 2000 characters').default(''),
  })
  .superRefine((b, ctx) => {
    if (b.decision === 'changes_requested' && b.comment.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['comment'], message: changesCommentRequired });
    }
  });
export type DecideProofBody = z.input<typeof decideProofBody>;

export const approvalSettingsBody = z.strictObject({
  approvalRequired: z.boolean(),
  approvalDaysBefore: z
    .number({ message: 'Give a number of days' })
    .int('Give a whole number of days')
    .min(0, 'Give 0 days or more')
    .max(60, 'Give 60 days at most'),
});
export type ApprovalSettingsBody = z.infer<typeof approvalSettingsBody>;

export const proofImage = z.object({ path: z.string(), url: z.string() });

export const proofView = z.object({
  id: z.string(),
  version: z.number().int(),
  images: z.array(proofImage),
  note: z.string(),
  decision: z.enum(proofDecisions).nullable(),
  decisionComment: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Whether the customer may still decide on it: the newest version, not yet decided. */
  open: z.boolean(),
});
export type ProofView = z.infer<typeof proofView>;

export const projectDesign = z.object({
  project: z.object({
    id: z.string(),
    title: z.string(),
    shop: z.object({ id: z.string(), name: z.string(), timeZone: z.string() }),
    artist: z.object({ id: z.string(), displayName: z.string() }),
    customerName: z.string(),
    approvalRequired: z.boolean(),
    approvalDaysBefore: z.number().int(),
    approvedProofId: z.string().nullable(),
    /** The next session still ahead, and by when the design must be approved for it (when required). */
    nextSession: z
      .object({ appointmentId: z.string(), startsAt: z.string(), approveBy: z.string().nullable() })
      .nullable(),
  }),
  /** Newest first. */
  proofs: z.array(proofView),
});
export type ProjectDesign = z.infer<typeof projectDesign>;
export const projectDesignResult = resultOf(projectDesign);

/** The approved design of an appointment's project, where there is one. */
export const approvedDesign = z.object({
  appointmentId: z.string(),
  projectId: z.string(),
  projectTitle: z.string(),
  proofId: z.string(),
  version: z.number().int(),
  images: z.array(proofImage),
  note: z.string(),
  decidedAt: z.string(),
});
export type ApprovedDesign = z.infer<typeof approvedDesign>;
export const appointmentDesignResult = resultOf(approvedDesign.nullable());

export const approvedDesignsQuery = z.object({
  /** Appointment ids, comma-separated (the day's). */
  appointments: z
    .string()
    .max(4000)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(id).max(100, 'Ask for 100 appointments at most')),
});
export const approvedDesignsResult = resultOf(z.array(approvedDesign));
