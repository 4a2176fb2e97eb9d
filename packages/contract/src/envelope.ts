import { z } from 'zod';

/** Every successful /v1 answer is `{ result }`. */
export const resultOf = <T extends z.ZodType>(schema: T) => z.object({ result: schema });

/** Error codes the client may branch on. Messages are for people; codes are for code. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  /** 403: booking, paying and following need a confirmed email address (docs/decisions/019). */
  'EMAIL_NOT_VERIFIED',
  'NOT_FOUND',
  'CONFLICT',
  'POLICY_VIOLATION',
  /** 409: the appointment's status does not allow this change (already confirmed, cancelled, …). */
  'INVALID_TRANSITION',
  /** 422: marked completed or no-show before the appointment started. */
  'NOT_STARTED',
  /** 422: cancelled by the shop after it ended; it is completed or a no-show instead. */
  'ALREADY_OVER',
  /** 409: someone else booked or holds this time; `details.nearest` offers free times near it. */
  'SLOT_TAKEN',
  /** 409: a page address (artist/…, shop/…) another artist or shop already uses. */
  'URL_TAKEN',
  /** 422: the shop's cancellation notice has passed. */
  'CANNOT_CANCEL',
  /** 422: the shop's notice for moving an appointment has passed. */
  'CANNOT_RESCHEDULE',
  /** 422: this service starts with a tattoo request, not a booking. */
  'REQUEST_REQUIRED',
  /** 422: the chosen time has already begun. */
  'TIME_PASSED',
  'BAD_REQUEST',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INTERNAL',
  /** 503: the database cannot be reached (health check). */
  'NOT_READY',
  /** 503: the database cannot be reached right now; `Retry-After` says when to try again. */
  'SERVICE_UNAVAILABLE',
  /** 409: the first request with this Idempotency-Key is still running; retry in a moment. */
  'IDEMPOTENCY_IN_PROGRESS',
  /** 422: this Idempotency-Key was used for a different request. */
  'IDEMPOTENCY_KEY_REUSED',
  /** A tattoo request that can no longer take this answer (already offered, booked or declined). */
  'REQUEST_CLOSED',
  /** An offer that was already accepted or withdrawn. */
  'OFFER_CLOSED',
  /** An offer whose time to choose ran out; its times are free again. */
  'OFFER_EXPIRED',
  // Payments
  'NOTHING_TO_PAY',
  'HOLD_EXPIRED',
  'PAYMENT_CLOSED',
  'REFUND_TOO_LARGE',
  'NOT_REFUNDABLE',
  'WEBHOOK_SIGNATURE_INVALID',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  /** A confirmation, unsubscribe or review link that does not exist or was tampered with. */
  'LINK_INVALID',
  'LINK_USED',
  'LINK_EXPIRED',
  'ALREADY_REPLIED',
  'ALREADY_REPORTED',
  // Waivers and check-in.
  'WAIVER_SESSION_EXPIRED',
  'WAIVER_ALREADY_SIGNED',
  'GUARDIAN_REQUIRED',
  'WAIVER_NOT_SIGNED',
  'CHECK_IN_CODE_INVALID',
  'CHECK_IN_NOT_POSSIBLE',
  /** 409: this design version was already approved or sent back for changes. */
  'PROOF_DECIDED',
  /** 409: a newer version of the design replaced this one; decide on the newest. */
  'PROOF_SUPERSEDED',
  // Flash drops (issue 29).
  /** 409: the drop has not opened yet. */
  'DROP_NOT_OPEN',
  /** 409: the drop is for the shop's or artist's followers first, and this customer does not follow. */
  'FOLLOWERS_FIRST',
  /** 409: every one of this design is claimed ("Claimed"). */
  'SOLD_OUT',
  /** 409: this customer holds or bought as many designs of this drop as it allows. */
  'CLAIM_LIMIT',
  /** 409: the claim's hold ran out (the design went back to stock) or it was booked already. */
  'CLAIM_LAPSED',
  /** 422: this design is sold in a drop: claim it first. */
  'CLAIM_REQUIRED',
  /** 409: the artist's books took as many requests as they opened for ("Books closed: full"). */
  'BOOKS_FULL',
  // Waitlists (issue 29).
  /** 409: the freed time went to someone else, or the offer ran out ("This time has gone"). */
  'TIME_GONE',
  /** 409: this customer already waits for this artist and this service or design. */
  'ALREADY_WAITING',
] as const;
/** Closed: the API can answer no other code, and `http/errors.ts` gives each its status. */
export type ErrorCode = (typeof errorCodes)[number];

/** Every failed /v1 answer is `{ error: { code, message, details?, requestId? } }`. */
export const errorEnvelope = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
    /** The request's id, as in the answer's `x-request-id` header: what to quote when asking for help. */
    requestId: z.string().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
