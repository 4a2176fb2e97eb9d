import type { FastifyReply } from 'fastify';

/** The embeddable subscribe forms: the only pages any site may put in an iframe. */
export const embeddablePath = /^\/(artist|shop)\/[^/]+\/subscribe\/embed\/?$/;

/**
 * Lets any site frame this answer: `frame-ancestors *` instead of `'none'` in helmet's policy, and no
 * X-Frame-Options (which would forbid it in older browsers). Everything else keeps refusing framing.
 */
export function allowFramingAnywhere(reply: FastifyReply) {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') {
    reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
  }
  reply.removeHeader('x-frame-options');
}
