import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

// Every answer names its request in `x-request-id`, and an error's envelope repeats it, so a person
// can quote it and we find the request's log lines. A caller (a proxy, another service) may pass its
// own id along when it looks like one; anything else gets a fresh one, so the header never carries
// what a client made up beyond an id's characters.

const callerId = /^[\w.-]{1,64}$/;

/** The request's id: the caller's `x-request-id` when it looks like an id, a new UUID otherwise. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && callerId.test(given) ? given : randomUUID();
}

/** Puts the id on every answer, before any handler or error handler runs. */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
