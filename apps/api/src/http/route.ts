import type { EndpointName } from '@linework/contract/endpoints/define';
import type { endpointSchemas } from '@linework/contract/endpoints/schemas';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpointsByName } from './endpoints.ts';
import { type RouteDoc, type RouteSchema, routeSchema } from './route-schema.ts';

type Schemas = typeof endpointSchemas;

/** A plugin's instance, typed by the zod type provider as `FastifyPluginAsyncZod` gives it. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * The endpoints this process registered through `route`: a test holds it to the whole map, so no
 * route types an endpoint's method and path by hand.
 */
export const routedEndpoints = new Set<EndpointName>();

type SchemaOf<N extends EndpointName> = RouteSchema<Schemas[N]>;

/** A route's own options beside its endpoint: its document lines and hooks, limits, config. */
export type EndpointRouteOptions<N extends EndpointName> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    SchemaOf<N>,
    ZodTypeProvider
  >,
  'schema'
> & { doc: RouteDoc };

/** The handler of endpoint `N`: its params, query, body, headers and answer typed by its schemas. */
export type EndpointHandler<N extends EndpointName> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<N>,
  ZodTypeProvider
>;

/**
 * Registers the route of the contract's endpoint `name`: its method and path come from the
 * declaration (never typed again here), its schemas too (`routeSchema`), so a route cannot drift
 * from what the contract says. The path is the endpoint's whole path; the plugin's prefix (`/v1`,
 * `/v1/business/:businessId`) is taken off it, and a path outside the prefix stops the start.
 */
export function route<N extends EndpointName>(
  app: ZodApp,
  name: N,
  options: EndpointRouteOptions<N>,
  handler: EndpointHandler<N>,
) {
  const { method, path } = endpointsByName[name];
  if (!path.startsWith(app.prefix)) {
    throw new Error(`${method} ${path} (${name}) cannot be registered under the prefix ${app.prefix}`);
  }
  const { doc, ...rest } = options;
  routedEndpoints.add(name);
  return app.route({
    ...rest,
    method,
    url: path.slice(app.prefix.length) || '/',
    schema: routeSchema(name, doc),
    handler,
  } as unknown as RouteOptions);
}
