import type { EndpointName, EndpointSchemas } from '@linework/contract/endpoints/define';
import { endpointSchemas, idempotencyHeaders } from '@linework/contract/endpoints/schemas';
import { type ErrorCode, errorCodes } from '@linework/contract/envelope';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { endpointsByName } from './endpoints.ts';
import { httpStatusOf } from './errors.ts';
import { honoursIdempotencyKey } from './idempotency.ts';

type Schemas = typeof endpointSchemas;
type Part<E, K extends string> = E extends { readonly [P in K]: infer S } ? S : undefined;
type Statuses<E> = E extends { readonly status: readonly (infer C extends number)[] } ? C : 200;
type Responses<E> = E extends { readonly answer: infer A } ? { [C in Statuses<E>]: A } : Record<never, never>;

/** What Fastify is given for an endpoint: its schemas from the contract, typed for the handler. */
export type RouteSchema<E> = {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  security?: Record<string, string[]>[];
  consumes?: readonly string[];
  params: Part<E, 'params'>;
  querystring: Part<E, 'query'>;
  body: Part<E, 'body'>;
  headers: Part<E, 'headers'>;
  response: Responses<E>;
};

export type RouteDoc = {
  tags: string[];
  summary: string;
  description?: string;
  /**
   * Who may call: anyone (the default), only a signed-in person (`required`), anyone, with more
   * for the signed-in (`optional`), or the holder of a stream ticket in the query (`ticket`: an
   * EventSource cannot send the bearer token). Every `/v1/business/…` endpoint is `required`.
   */
  auth?: 'required' | 'optional' | 'ticket';
  /** The domain errors the endpoint answers with beside those its inputs and access already imply. */
  errors?: ErrorCode[];
};

/** The document's security schemes; routes name them through `RouteDoc.auth`. */
export const securitySchemes = {
  bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
  streamTicket: {
    type: 'apiKey',
    in: 'query',
    name: 'ticket',
    description: 'A one-minute ticket from the matching `…/ticket` operation, for an EventSource',
  },
} as const;

const securityOf = {
  required: [{ bearer: [] }],
  optional: [{ bearer: [] }, {}],
  ticket: [{ streamTicket: [] }],
};

/** The codes each status is answered with, from the one table in errors.ts. */
const codesOf = (status: number) => errorCodes.filter((code) => httpStatusOf(code) === status);

/**
 * The error envelope of one status: its code is one of that status's codes (so the schema holds for
 * any error the API answers with), and the description names those this endpoint is known to give.
 */
function errorResponse(status: number, expected: ErrorCode[]) {
  return z
    .object({
      error: z.object({
        code: z.enum(codesOf(status) as [ErrorCode, ...ErrorCode[]]),
        message: z.string().describe('For people; branch on the code'),
        details: z
          .record(z.string(), z.unknown())
          .optional()
          .describe('`fields` names each invalid field and says what is wrong with it'),
      }),
    })
    .describe(`Codes: ${expected.join(', ')}`);
}

/** Adds the error answers of `codes` to a route's responses, one per status. */
export function addErrorResponses(response: Record<number, unknown>, codes: Iterable<ErrorCode>) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = httpStatusOf(code);
    byStatus.set(status, [...new Set([...(byStatus.get(status) ?? []), code])]);
  }
  for (const [status, expected] of byStatus) {
    if (status < 400 || status >= 500) continue;
    response[status] = errorResponse(status, expected);
  }
}

/**
 * The schema of the route of endpoint `name`, taken from the contract's map, so the route and the
 * contract cannot say different things: params, query, body, headers and success answer from
 * `endpointSchemas`; operationId the endpoint's name; the security and the error answers its access
 * and inputs imply, plus the domain errors `doc.errors` names.
 */
export function routeSchema<N extends EndpointName>(name: N, doc: RouteDoc): RouteSchema<Schemas[N]> {
  const schemas: EndpointSchemas = endpointSchemas[name];
  const business = endpointsByName[name].path.startsWith('/v1/business/');
  const { method, path } = endpointsByName[name];
  const auth = business ? 'required' : doc.auth;
  // Every write a signed-in person makes honours an Idempotency-Key (http/idempotency.ts): documented
  // here for all of them, never by hand per endpoint.
  const idempotent = (auth === 'required' || auth === 'optional') && honoursIdempotencyKey(method, path);
  const headers = schemas.headers ?? (idempotent ? idempotencyHeaders : undefined);
  const codes = new Set<ErrorCode>();
  if (schemas.params || schemas.query || schemas.body || headers) codes.add('VALIDATION_FAILED');
  // A body that is not JSON, or not of an accepted type.
  if (schemas.body) codes.add('BAD_REQUEST');
  // A token that is not valid is refused wherever it is sent; a missing one only where one is needed.
  if (auth) codes.add('UNAUTHENTICATED');
  // Not a member of the business (or, like another customer's data, not there at all): 404.
  if (business) codes.add('FORBIDDEN');
  if (schemas.params) codes.add('NOT_FOUND');
  for (const code of doc.errors ?? []) codes.add(code);

  const response: Partial<Record<number | '5xx', unknown>> = {};
  for (const status of schemas.status ?? [200]) {
    if (schemas.answer) response[status] = schemas.answer;
  }
  if (schemas.produces) {
    response[200] = {
      description: `The ${schemas.produces} answer`,
      content: { [schemas.produces]: { schema: z.string().meta({ format: 'binary' }) } },
    };
  }
  addErrorResponses(response, codes);
  // Any failure on our side, whatever its status; never `default`, which would also describe (and
  // serialize) a success status the endpoint does not document.
  response['5xx'] = unexpectedError;

  return {
    operationId: name,
    tags: doc.tags,
    summary: doc.summary,
    ...(doc.description && { description: doc.description }),
    ...(auth && { security: securityOf[auth] }),
    ...(schemas.consumes && { consumes: schemas.consumes }),
    ...(schemas.params && { params: schemas.params }),
    ...(schemas.query && { querystring: schemas.query }),
    ...(schemas.body && { body: schemas.body }),
    ...(headers && { headers }),
    response,
  } as unknown as RouteSchema<Schemas[N]>;
}

/**
 * Any other answer, whatever the endpoint: a failure on our side (INTERNAL 500, the payment
 * provider's 502, the database out of reach 503 with Retry-After) or a refusal the list above does not
 * name. Its code is any of the closed list, so the schema holds for every error the API answers with.
 */
const unexpectedError = z
  .object({
    error: z.object({
      code: z.enum(errorCodes as unknown as [ErrorCode, ...ErrorCode[]]),
      message: z.string().describe('For people; branch on the code'),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .describe(`Any other error; on our side: ${errorCodes.filter((c) => httpStatusOf(c) >= 500).join(', ')}`);

/**
 * Completes what a route's own options say about it: a route with a rate limit documents its 429.
 * Added as an onRoute hook before any route is registered.
 */
export function documentRateLimit(route: RouteOptions) {
  const schema = route.schema as { response?: Record<number, unknown> } | undefined;
  const limited = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit;
  if (schema?.response && limited && !schema.response[429]) {
    addErrorResponses(schema.response, ['RATE_LIMITED']);
  }
}
