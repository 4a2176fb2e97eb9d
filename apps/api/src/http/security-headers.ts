import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer. Our options hold no per-request parts (no nonces, no
 * directive functions), so the headers are worked out once at start; @fastify/helmet rebuilt and
 * re-parsed the whole policy on every request, a tenth of a cached read's time.
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, collector as never, (error?: unknown) => {
    if (error) throw error;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
