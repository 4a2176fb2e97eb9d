import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The powerful features a page may ask for (Helmet sets no Permissions-Policy): the camera for the
 * door's QR scanner, the position for "near me", payment for Stripe's frame; nothing else, and no
 * framed page of another site may ask for any.
 */
const permissionsPolicy = [
  'camera=(self)',
  'geolocation=(self)',
  'payment=(self "https://js.stripe.com")',
  'microphone=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

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
  headers['permissions-policy'] = permissionsPolicy;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
