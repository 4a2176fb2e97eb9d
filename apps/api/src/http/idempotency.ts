import type { FastifyRequest } from 'fastify';
import { DomainError } from '../domain/errors.ts';

const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;

export const badIdempotencyKey = () =>
  new DomainError(
    'VALIDATION_FAILED',
    'The Idempotency-Key header must be 8 to 100 letters, digits or dashes.',
  );

/** The request's `Idempotency-Key` header, checked; undefined when it has none. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !idempotencyKeyPattern.test(key)) throw badIdempotencyKey();
  return key;
}
