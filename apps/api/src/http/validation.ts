import { storable, unstorableTextAt } from '@linework/contract/common';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Validates every route's params, query, body and headers with its contract schema, after refusing
 * text PostgreSQL cannot store (a NUL anywhere is a 400 naming the field, never a database error).
 */
export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: storable(route.schema) });

/**
 * Whether a request path, decoded, holds text the database cannot store (a NUL): such a path names
 * no page and no file, so it is a 404 before any lookup (outside /v1, where the contract guards).
 */
export function pathHoldsUnstorableText(url: string): boolean {
  const pathname = url.split(/[?#]/)[0]!;
  try {
    return unstorableTextAt(decodeURIComponent(pathname)) !== undefined;
  } catch {
    return true; // not decodable at all: no page has such a name either
  }
}
