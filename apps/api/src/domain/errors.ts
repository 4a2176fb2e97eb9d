import type { ErrorCode } from '@linework/contract/envelope';

/**
 * A failure the client caused or may act on, said in the domain's words: a closed code and a
 * message for people. Services throw it and know nothing of HTTP; `http/errors.ts` gives each code
 * its status. Anything else thrown is a bug: a 500 whose text stays in the log.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'This page') => new DomainError('NOT_FOUND', `${what} could not be found.`);

export const unauthenticated = (message = 'Not authenticated') => new DomainError('UNAUTHENTICATED', message);

export const forbidden = (message: string) => new DomainError('FORBIDDEN', message);

/** One field of the request is wrong; `field` names it as validation does, e.g. `body.startsAt`. */
export const fieldError = (field: string, message: string) =>
  new DomainError('VALIDATION_FAILED', message, { fields: { [field]: message } });

/** One field of the request is wrong; `field` names it as validation does, e.g. `body.startsAt`. */
/**
 * PostgreSQL error codes a service decides on: a unique constraint that a concurrent request won
 * (23505), or an exclusion constraint on an artist's time (23P01). Drivers wrap the database's error,
 * so the chain of causes is searched.
 */
export const pgErrors = { uniqueViolation: '23505', exclusionViolation: '23P01' } as const;

export function pgErrorCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

export const isPgError = (error: unknown, code: (typeof pgErrors)[keyof typeof pgErrors]) =>
  pgErrorCode(error) === code;
