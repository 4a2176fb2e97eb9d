import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthenticated } from '../domain/errors.ts';
import type { Identity, VerifyIdToken } from './verify-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request carries a valid `Authorization: Bearer <ID token>`. */
    identity: Identity | null;
  }
}

/** Verifies the bearer token of every request that has one; a bad token is a 401, never ignored. */
export const authenticate = fp(async (app: FastifyInstance, opts: { verifyIdToken: VerifyIdToken }) => {
  app.decorateRequest('identity', null);
  // Anonymous requests (most public reads) pass straight through, without a promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.authorization;
    if (!header || request.url.startsWith('/auth/')) return done();
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return done(unauthenticated('Send the sign-in token as "Authorization: Bearer <token>".'));
    opts.verifyIdToken(match[1]!).then((identity) => {
      request.identity = identity;
      done();
    }, done);
  });
});

export function requireIdentity(request: FastifyRequest): Identity {
  if (!request.identity) throw unauthenticated();
  return request.identity;
}
