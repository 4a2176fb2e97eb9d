import { requestCodeBody, resetPasswordBody, signInBody, signUpBody } from '@linework/contract/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../http/errors.ts';
import type { IdentityService } from './auth.ts';

// Bodies we check with the shared schemas before the identity service sees them, so a sign-up
// without a first name fails with the same field messages the web form shows.
const checkedBodies: Record<string, z.ZodType> = {
  '/auth/sign-up/email': signUpBody,
  '/auth/sign-in/email': signInBody,
  '/auth/email-otp/request-password-reset': requestCodeBody,
  '/auth/email-otp/reset-password': resetPasswordBody,
};

function checkBody(path: string, raw: string | undefined): string | undefined {
  const schema = checkedBodies[path];
  if (!schema) return raw;
  let json: unknown;
  try {
    json = raw ? JSON.parse(raw) : {};
  } catch {
    throw new AppError(400, 'BAD_REQUEST', 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[['body', ...issue.path].join('.')] ??= issue.message;
    throw new AppError(400, 'VALIDATION_FAILED', parsed.error.issues[0]!.message, { fields });
  }
  const body = parsed.data as Record<string, unknown>;
  if (path === '/auth/sign-up/email') body.name = `${body.firstName} ${body.lastName}`;
  return JSON.stringify(body);
}

/** Mounts the built-in identity service (Better Auth) at /auth, translating Fastify ↔ fetch. */
export async function identityRoutes(app: FastifyInstance, opts: { identity: IdentityService }) {
  // The identity service reads the body itself; keep it as the raw text it was sent as.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, opts.identity.options.baseURL);
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const body = hasBody ? checkBody(url.pathname, request.body as string | undefined) : undefined;
    const response = await opts.identity.handler(
      new Request(url, { method: request.method, headers, body: hasBody ? (body ?? '') : undefined }),
    );
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    const text = await response.text();
    if (response.status >= 400 && text) {
      // Answer identity errors in the same envelope as the rest of the API.
      const parsed = safeJson(text) as { code?: string; message?: string } | undefined;
      return reply.type('application/json').send({
        error: { code: parsed?.code ?? 'AUTH_ERROR', message: parsed?.message ?? 'Sign-in failed.' },
      });
    }
    return reply.send(text || null);
  };

  app.route({ method: ['GET', 'POST'], url: '/*', schema: { hide: true }, handler: handle });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
