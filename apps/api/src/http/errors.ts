import type { ErrorCode, ErrorEnvelope } from '@linework/contract/envelope';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, pgErrorCode, pgErrors } from '../domain/errors.ts';
import { isDatabaseUnavailable, loggableError } from './database-errors.ts';

/** Seconds a client waits before retrying when the database cannot be reached. */
export const retryAfterSeconds = 5;

/** The one place that says which HTTP status each domain error code is answered with. */
const statusOf: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  WEBHOOK_SIGNATURE_INVALID: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  LINK_INVALID: 404,
  CONFLICT: 409,
  SLOT_TAKEN: 409,
  DROP_NOT_OPEN: 409,
  FOLLOWERS_FIRST: 409,
  SOLD_OUT: 409,
  TIME_GONE: 409,
  ALREADY_WAITING: 409,
  CLAIM_LIMIT: 409,
  CLAIM_LAPSED: 409,
  CLAIM_REQUIRED: 422,
  BOOKS_FULL: 409,
  URL_TAKEN: 409,
  INVALID_TRANSITION: 409,
  REQUEST_CLOSED: 409,
  OFFER_CLOSED: 409,
  OFFER_EXPIRED: 409,
  NOTHING_TO_PAY: 409,
  HOLD_EXPIRED: 409,
  PAYMENT_CLOSED: 409,
  LINK_USED: 409,
  ALREADY_REPLIED: 409,
  ALREADY_REPORTED: 409,
  WAIVER_ALREADY_SIGNED: 409,
  CHECK_IN_NOT_POSSIBLE: 409,
  PROOF_DECIDED: 409,
  PROOF_SUPERSEDED: 409,
  IDEMPOTENCY_IN_PROGRESS: 409,
  LINK_EXPIRED: 410,
  WAIVER_SESSION_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  POLICY_VIOLATION: 422,
  NOT_STARTED: 422,
  ALREADY_OVER: 422,
  CANNOT_CANCEL: 422,
  CANNOT_RESCHEDULE: 422,
  REQUEST_REQUIRED: 422,
  TIME_PASSED: 422,
  NOT_REFUNDABLE: 422,
  REFUND_TOO_LARGE: 422,
  GUARDIAN_REQUIRED: 422,
  WAIVER_NOT_SIGNED: 422,
  CHECK_IN_CODE_INVALID: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PAYMENT_PROVIDER_UNAVAILABLE: 502,
  NOT_READY: 503,
  SERVICE_UNAVAILABLE: 503,
};

export const httpStatusOf = (code: ErrorCode) => statusOf[code];

const envelope = (
  request: FastifyRequest,
  code: ErrorCode,
  message: string,
  details?: Record<string, unknown>,
): ErrorEnvelope => ({
  error: details
    ? { code, message, details, requestId: request.id }
    : { code, message, requestId: request.id },
});

/** PostgreSQL error codes that mean the request lost a race or broke a rule, not that we broke. */
const pgConflicts: Record<string, string> = {
  [pgErrors.uniqueViolation]: 'This already exists.',
  [pgErrors.exclusionViolation]: 'This time was just taken.',
};

/** Zod's default wording for a missing field or a non-object body, said for people. */
export function friendlyIssue(depth: number, message: string | undefined): string {
  if (!message) return 'Invalid value';
  if (depth === 0 && /expected object/.test(message)) return 'Send the details as a JSON object.';
  if (/^Invalid input: expected \w+, received undefined$/.test(message)) return 'This field is required';
  return message;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (statusOf[error.code] >= 500) request.log.error({ err: error }, 'request failed');
      if (error.code === 'SERVICE_UNAVAILABLE') reply.header('retry-after', String(retryAfterSeconds));
      return reply
        .status(statusOf[error.code])
        .send(envelope(request, error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.split('/').filter(Boolean);
        const where = [error.validationContext ?? 'body', ...path].join('.');
        fields[where] ??= friendlyIssue(path.length, issue.message);
      }
      const first = Object.values(fields)[0];
      return reply
        .status(400)
        .send(envelope(request, 'VALIDATION_FAILED', first ?? 'The request is not valid.', { fields }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply
        .status(500)
        .send(envelope(request, 'INTERNAL', 'Something went wrong on our side. Please try again.'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: loggableError(error) }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(retryAfterSeconds))
        .send(
          envelope(
            request,
            'SERVICE_UNAVAILABLE',
            'The service is briefly unavailable. Please try again in a moment.',
          ),
        );
    }
    const code = pgErrorCode(error);
    if (code && pgConflicts[code]) {
      return reply.status(409).send(envelope(request, 'CONFLICT', pgConflicts[code]));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: loggableError(error) }, 'request failed');
      return reply
        .status(500)
        .send(envelope(request, 'INTERNAL', 'Something went wrong on our side. Please try again.'));
    }
    // Fastify's own 4xx: malformed JSON, body too large, wrong content type, rate limit.
    const byStatus: Record<number, [ErrorCode, string]> = {
      400: [
        'BAD_REQUEST',
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : error.message,
      ],
      413: ['PAYLOAD_TOO_LARGE', 'The request is too large.'],
      415: ['UNSUPPORTED_MEDIA_TYPE', 'This content type is not accepted here.'],
      429: ['RATE_LIMITED', 'Too many requests. Please wait a moment and try again.'],
    };
    const [errCode, message] = byStatus[status] ?? ['BAD_REQUEST', error.message];
    return reply.status(status).send(envelope(request, errCode, message));
  });
}

/** Fastify's own refusals before routing (a URL that cannot be decoded), in the envelope too. */
export const sendFrameworkError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
  reply
    .header('x-request-id', request.id)
    .status(400)
    .send(
      envelope(
        request,
        'BAD_REQUEST',
        error.code === 'FST_ERR_BAD_URL' ? 'This address is not valid.' : 'The request is not valid.',
      ),
    );

export const sendRouteNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply
    .status(404)
    .send(envelope(request, 'NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}.`));
