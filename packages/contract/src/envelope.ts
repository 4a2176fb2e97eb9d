import { z } from 'zod';

/** Every successful /v1 answer is `{ result }`. */
export const resultOf = <T extends z.ZodType>(schema: T) => z.object({ result: schema });

/** Every failed /v1 answer is `{ error: { code, message, details? } }`. */
export const errorEnvelope = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** Error codes the client may branch on. Messages are for people; codes are for code. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'POLICY_VIOLATION',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
  // Waivers and check-in.
  'WAIVER_SESSION_EXPIRED',
  'WAIVER_ALREADY_SIGNED',
  'GUARDIAN_REQUIRED',
  'WAIVER_NOT_SIGNED',
  'CHECK_IN_CODE_INVALID',
  'CHECK_IN_NOT_POSSIBLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number] | (string & {});
