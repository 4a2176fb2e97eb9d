import { storable } from '@linework/contract/common';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Validates every route's params, query, body and headers with its contract schema, after refusing
 * text PostgreSQL cannot store (a NUL anywhere is a 400 naming the field, never a database error).
 */
export const requestValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: storable(route.schema) });
