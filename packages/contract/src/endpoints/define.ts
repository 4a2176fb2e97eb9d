import type { z } from 'zod';
import type { endpointSchemas } from './schemas.ts';

// The endpoint map is split in two on purpose. The files beside this one (one per area) hold what
// production code needs to make a call, a name, a method and a path, and nothing else, so a page
// carries only the few strings of the endpoints it calls. `schemas.ts` holds every endpoint's zod
// schemas under the same name; the types below read them at compile time (no run-time import), and
// only dev builds and tests load them at run time to check answers. Put side by side in one object,
// the bundler would have to keep every schema (and zod) in each page that names an endpoint.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Schemas = typeof endpointSchemas;
export type EndpointName = keyof Schemas;

/**
 * What an entry of `schemas.ts` may declare. The API's routes take exactly these (see
 * apps/api/src/http/route-schema.ts), so what the contract says and what the API checks are one.
 */
export type EndpointSchemas = {
  readonly params?: z.ZodObject;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Request headers the endpoint reads (an Idempotency-Key); other headers pass untouched. */
  readonly headers?: z.ZodObject;
  /** The whole JSON success answer, `{ result }`; absent when the answer is a file or a stream. */
  readonly answer?: z.ZodType;
  /** The success statuses the answer comes with; 200 when not said. */
  readonly status?: readonly (200 | 201 | 202)[];
  /** The media type of an answer that is not JSON (a PDF, an event stream). */
  readonly produces?: string;
  /** The media types the body may come in; JSON when not said. */
  readonly consumes?: readonly string[];
};

/** An endpoint as calling code sees it: its name in `schemas.ts`, its method, its path with `:params`. */
export type Endpoint<N extends EndpointName = EndpointName, P extends string = string> = {
  readonly name: N;
  readonly method: Method;
  readonly path: P;
};

export const endpoint = <const N extends EndpointName, const P extends string>(
  name: N,
  method: Method,
  path: P,
): Endpoint<N, P> => ({ name, method, path });

/** `{ shopUrl: string; artistUrl: string }` for `/v1/shops/:shopUrl/artists/:artistUrl`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

type SchemasOf<E extends Endpoint> = Schemas[E['name']];
type InputOf<E extends Endpoint, Part extends string> =
  SchemasOf<E> extends {
    readonly [K in Part]: infer S extends z.ZodType;
  }
    ? z.input<S>
    : undefined;

/** What the caller gives: path params, query and body as the endpoint declares them. */
export type CallInput<E extends Endpoint> = (E['path'] extends `${string}:${string}`
  ? { params: PathParams<E['path']> }
  : { params?: undefined }) &
  (InputOf<E, 'query'> extends undefined
    ? { query?: undefined }
    : Record<never, never> extends InputOf<E, 'query'>
      ? { query?: InputOf<E, 'query'> }
      : { query: InputOf<E, 'query'> }) &
  (InputOf<E, 'body'> extends undefined ? { body?: undefined } : { body: InputOf<E, 'body'> });

/** The `result` of the endpoint's success answer. */
export type AnswerOf<E extends Endpoint> =
  SchemasOf<E> extends { readonly answer: infer S extends z.ZodType }
    ? z.output<S> extends { result: infer R }
      ? R
      : never
    : never;
