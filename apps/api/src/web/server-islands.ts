import type { Me } from '@linework/contract/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fieldError, notFound } from '../domain/errors.ts';
import type { PageRenderer } from './page-renderer.ts';

/** What a static page's loader sends (apps/web/src/islands/loader.ts): the island's props and page. */
const islandQuery = z.object({
  props: z.string().max(4000).default('{}'),
  path: z
    .string()
    .regex(/^\/[^\s]*$/, 'path must be a path from the site root')
    .max(1000),
});
const islandProps = z.record(z.string(), z.union([z.string(), z.boolean(), z.number(), z.null()]));

type Unread = { customer: number; shops: { unreadCount: number }[] };

/**
 * Asks this API in process as the visitor, with a token minted from their own session cookie (the
 * page itself was rendered for nobody); null for nobody.
 */
async function asVisitor(app: FastifyInstance, request: FastifyRequest) {
  const cookie = request.headers.cookie;
  if (!cookie) return null;
  // As the visitor's own request (their address), so rate limits count them, not this server.
  const remoteAddress = request.ip;
  const tokenAnswer = await app.inject({
    method: 'GET',
    url: '/auth/token',
    headers: { cookie },
    remoteAddress,
  });
  if (tokenAnswer.statusCode !== 200) return null;
  const { token } = tokenAnswer.json() as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'x-client-source': 'server-island' };
  return (url: string) => app.inject({ method: 'GET', url, headers, remoteAddress });
}

/** Who is signed in on this request, with their unread count; null for nobody. */
async function signedInPerson(app: FastifyInstance, request: FastifyRequest) {
  const get = await asVisitor(app, request);
  if (!get) return null;
  const [me, unread] = await Promise.all([get('/v1/users/me'), get('/v1/conversations/unread')]);
  if (me.statusCode !== 200) return null;
  // Answers come in the API's envelope: { result }.
  const person = (me.json() as { result: Me }).result;
  const counts =
    unread.statusCode === 200 ? (unread.json() as { result: Unread }).result : { customer: 0, shops: [] };
  return {
    name: `${person.firstName} ${person.lastName}`.trim(),
    unread: counts.customer + counts.shops.reduce((n, s) => n + s.unreadCount, 0),
  };
}

/**
 * `GET /_islands/:name`: the live or personal parts of a static page (the signed-in header, the next
 * free time), asked for by the page after it shows. The answer is one visitor's: never kept by any
 * cache. 204 when there is nothing of theirs to show (nobody signed in).
 */
export function serverIslandRoutes(app: FastifyInstance, renderer: PageRenderer) {
  app.get('/_islands/:name', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const { name } = request.params as { name: string };
    const query = islandQuery.safeParse(request.query);
    if (!query.success) {
      const issue = query.error.issues[0];
      throw fieldError(`query.${issue?.path.join('.') ?? 'props'}`, issue?.message ?? 'Bad island request.');
    }
    let props: Record<string, unknown>;
    try {
      props = islandProps.parse(JSON.parse(query.data.props));
    } catch {
      throw fieldError('query.props', 'props must be a JSON object of plain values.');
    }
    if (name === 'account') {
      const person = await signedInPerson(app, request);
      if (!person) return reply.status(204).send();
      props = { person };
    }
    if (name === 'subscribe') {
      // The subscribe form with the signed-in visitor's address filled in.
      // From the confirmation link it is answered for anyone: once confirmed, no empty form again.
      const get = await asVisitor(app, request);
      const me = get ? await get('/v1/users/me') : null;
      if (me?.statusCode === 200) props = { ...props, email: (me.json() as { result: Me }).result.email };
      else if (!props.confirm) return reply.status(204).send();
    }
    if (name === 'embed-code') {
      // The subscribe page's embed code: only for the people who manage that page (the web decides).
      const get = await asVisitor(app, request);
      const me = get ? await get('/v1/users/me') : null;
      if (me?.statusCode !== 200) return reply.status(204).send();
      props = { ...props, manages: (me.json() as { result: Me }).result.manages };
    }
    if (name === 'upcoming') {
      // Home's signed-in part: the visitor's next appointments and their tattoo requests.
      const get = await asVisitor(app, request);
      if (!get) return reply.status(204).send();
      const [appointments, requests] = await Promise.all([
        get('/v1/appointments?scope=upcoming'),
        get('/v1/requests'),
      ]);
      if (appointments.statusCode !== 200 || requests.statusCode !== 200) return reply.status(204).send();
      props = {
        appointments: (appointments.json() as { result: { items: unknown[] } }).result.items,
        requests: (requests.json() as { result: unknown[] }).result,
      };
    }
    const island = await renderer.renderIsland(name, props, query.data.path);
    if (!island) throw notFound(`The island ${name}`);
    return reply.type('application/json').send(island);
  });
}
