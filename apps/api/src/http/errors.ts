import type { ErrorCode, ErrorEnvelope } from '@linework/contract/envelope';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** A failure the client caused or may act on; anything else is a 500 whose text stays in the log. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'This page') => new AppError(404, 'NOT_FOUND', `${what} could not be found.`);
export const unauthenticated = (message = 'Not authenticated') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const conflict = (code: ErrorCode, message: string, details?: Record<string, unknown>) =>
  new AppError(409, code, message, details);
export const policyViolation = (code: ErrorCode, message: string, details?: Record<string, unknown>) =>
  new AppError(422, code, message, details);

const envelope = (code: ErrorCode, message: string, details?: Record<string, unknown>): ErrorEnvelope => ({
  error: details ? { code, message, details } : { code, message },
});

/** PostgreSQL error codes that mean the request lost a race or broke a rule, not that we broke. */
const pgConflicts: Record<string, string> = {
  '23505': 'This already exists.',
  '23P01': 'This time was just taken.',
};

function pgCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** Zod's default wording for a missing field or a non-object body, said for people. */
export function friendlyIssue(depth: number, message: string | undefined): string {
  if (!message) return 'Invalid value';
  if (depth === 0 && /expected object/.test(message)) return 'Send the details as a JSON object.';
  if (/^Invalid input: expected \w+, received undefined$/.test(message)) return 'This field is required';
  return message;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(envelope(error.code, error.message, error.details));
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
        .send(envelope('VALIDATION_FAILED', first ?? 'The request is not valid.', { fields }));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply
        .status(500)
        .send(envelope('INTERNAL', 'Something went wrong on our side. Please try again.'));
    }
    const code = pgCode(error);
    if (code && pgConflicts[code]) {
      return reply.status(409).send(envelope('CONFLICT', pgConflicts[code]));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .status(500)
        .send(envelope('INTERNAL', 'Something went wrong on our side. Please try again.'));
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
    return reply.status(status).send(envelope(errCode, message));
  });
}

/** Fastify's own refusals before routing (a URL that cannot be decoded), in the envelope too. */
export const sendFrameworkError = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
  reply
    .status(400)
    .send(
      envelope(
        'BAD_REQUEST',
        error.code === 'FST_ERR_BAD_URL' ? 'This address is not valid.' : 'The request is not valid.',
      ),
    );

export const sendRouteNotFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send(envelope('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}.`));
