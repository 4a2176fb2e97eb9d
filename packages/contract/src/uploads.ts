import { z } from 'zod';
import { resultOf } from './envelope.ts';

/** Content types an upload may hold; checked against the bytes, not only this declaration. */
export const uploadContentTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'application/pdf',
] as const;
export const maxUploadBytes = 15 * 1024 * 1024;

/** Storage path: slash-separated segments of safe characters, no `..`. */
export const storagePath = z
  .string()
  .min(1)
  .max(300)
  .regex(
    /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/,
    'Use letters, digits, dots, dashes and slashes in the path',
  );

export const createUploadBody = z.strictObject({
  path: storagePath,
  contentType: z.enum(uploadContentTypes, { message: 'Upload a JPEG, PNG, WebP, HEIC image or a PDF' }),
  size: z.number().int().positive().max(maxUploadBytes, 'The file is larger than 15 MB'),
  public: z.boolean().default(false),
});
export type CreateUploadBody = z.infer<typeof createUploadBody>;

export const createdUpload = z.object({
  uploadId: z.string(),
  /** PUT the raw bytes here, with the declared Content-Type. */
  uploadUrl: z.string(),
  /** Where the file can be read once uploaded (signed and expiring when not public). */
  downloadUrl: z.string(),
  path: z.string(),
  expiresAt: z.string(),
});
export type CreatedUpload = z.infer<typeof createdUpload>;
export const createdUploadResult = resultOf(createdUpload);

export const completedUpload = z.object({
  uploadId: z.string(),
  path: z.string(),
  contentType: z.string(),
  size: z.number(),
  downloadUrl: z.string(),
});
export const completedUploadResult = resultOf(completedUpload);

/** The upload whose bytes are sent (its bytes are the raw body, in the declared content type). */
export const uploadParams = z.object({ uploadId: z.string().min(1).max(64) });
