import type { RateLimitOptions } from '@fastify/rate-limit';
import { requestCodeBody, resetPasswordBody, signInBody, signUpRequestBody } from '@linework/contract/auth';
import { unstorableTextAt, unstorableTextMessage } from '@linework/contract/common';
import type { ErrorCode } from '@linework/contract/envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../domain/errors.ts';
import { friendlyIssue } from '../http/errors.ts';
import { checkJsonDepth } from '../http/json-body.ts';
import type { IdentityService } from './auth.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';

const sendCodeBody = requestCodeBody.extend({
  type: z.enum(['email-verification', 'forget-password', 'sign-in'], {
    message: 'Choose what the code is for: email-verification, forget-password or sign-in',
  }),
});
const verifyEmailBody = requestCodeBody.extend({ otp: resetPasswordBody.shape.otp });

// Bodies we check with the shared schemas before the identity service sees them, so a sign-up
// without a first name fails with the same field messages the web form shows.
const checkedBodies: Record<string, z.ZodType> = {
  '/auth/sign-up/email': signUpRequestBody,
  '/auth/sign-in/email': signInBody,
  '/auth/email-otp/request-password-reset': requestCodeBody,
  '/auth/email-otp/reset-password': resetPasswordBody,
  '/auth/email-otp/send-verification-otp': sendCodeBody,
  '/auth/email-otp/verify-email': verifyEmailBody,
};

const changeEmailBody = z.strictObject({ newEmail: requestCodeBody.shape.email });
checkedBodies['/auth/email-otp/request-email-change'] = changeEmailBody;
checkedBodies['/auth/email-otp/change-email'] = changeEmailBody.extend({ otp: resetPasswordBody.shape.otp });

/**
 * The identity service's own errors, said the way the rest of the API says them: the same codes the
 * client branches on everywhere, and messages a person can act on.
 */
const knownErrors: Record<string, [ErrorCode, string, Record<string, unknown>?]> = {
  USER_ALREADY_EXISTS: ['CONFLICT', 'An account with this email already exists. Sign in instead.'],
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: [
    'CONFLICT',
    'An account with this email already exists. Sign in instead.',
    { fields: { 'body.email': 'An account with this email already exists' } },
  ],
  INVALID_EMAIL_OR_PASSWORD: ['UNAUTHENTICATED', 'The email or password is not right.'],
  UNAUTHORIZED: ['UNAUTHENTICATED', 'Not authenticated'],
  INVALID_OTP: [
    'VALIDATION_FAILED',
    'This code is not right. Check the latest email or ask for a new code.',
    { fields: { 'body.otp': 'This code is not right' } },
  ],
  OTP_EXPIRED: [
    'VALIDATION_FAILED',
    'This code has expired. Please ask for a new one.',
    { fields: { 'body.otp': 'This code has expired' } },
  ],
  TOO_MANY_ATTEMPTS: ['RATE_LIMITED', 'Too many wrong codes. Please ask for a new one.'],
  USER_NOT_FOUND: ['NOT_FOUND', 'There is no account with this email.'],
  // Changing the password from the account page.
  INVALID_PASSWORD: [
    'VALIDATION_FAILED',
    'Your current password is not right.',
    { fields: { 'body.currentPassword': 'This password is not right' } },
  ],
  PASSWORD_TOO_SHORT: [
    'VALIDATION_FAILED',
    'Use at least 8 characters for the new password.',
    { fields: { 'body.newPassword': 'Use at least 8 characters' } },
  ],
};

const codeByStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  422: 'POLICY_VIOLATION',
  429: 'RATE_LIMITED',
};

function identityError(status: number, parsed: { code?: string; message?: string } | undefined): DomainError {
  const known = parsed?.code ? knownErrors[parsed.code] : undefined;
  if (known) return new DomainError(known[0], known[1], known[2]);
  if (parsed?.code === 'VALIDATION_ERROR') {
    return new DomainError('VALIDATION_FAILED', parsed.message ?? 'The request is not valid.');
  }
  if (status >= 500)
    return new DomainError('INTERNAL', 'Something went wrong on our side. Please try again.');
  const message =
    parsed?.message ??
    (status === 404 ? 'This page could not be found.' : 'The request could not be completed.');
  return new DomainError(codeByStatus[status] ?? 'BAD_REQUEST', message);
}

/**
 * The body as the identity service may read it: a JSON object (any other JSON, `null` included, is a
 * 400, never the service's crash) with only storable text, checked against its contract when it has one.
 */
function checkBody(path: string, raw: string | undefined): string | undefined {
  if (!raw) return raw;
  checkJsonDepth(raw);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new DomainError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
  if (!json || typeof json !== 'object' || Array.isArray(json))
    throw new DomainError('BAD_REQUEST', 'Send the details as a JSON object.');
  const unstorable = unstorableTextAt(json);
  if (unstorable) {
    const field = ['body', ...unstorable].join('.');
    throw new DomainError('VALIDATION_FAILED', unstorableTextMessage, {
      fields: { [field]: unstorableTextMessage },
    });
  }
  const schema = checkedBodies[path];
  if (!schema) return raw;
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      fields[['body', ...issue.path].join('.')] ??= friendlyIssue(issue.path.length, issue.message);
    }
    throw new DomainError('VALIDATION_FAILED', Object.values(fields)[0]!, { fields });
  }
  return JSON.stringify(parsed.data);
}

/** Mounts the built-in identity service (Better Auth) at /auth, translating Fastify ↔ fetch. */
export async function identityRoutes(
  app: FastifyInstance,
  opts: { identity: IdentityService; rateLimit: RateLimitOptions; signInThrottle: SignInThrottle },
) {
  // Errors in the envelope of the rest of the API, and also where Better Auth's own client reads
  // them: `code` and `message` at the top (it adds `status` from the answer itself).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return done(null, payload);
    const body = safeJson(payload) as { error?: { code: string; message: string } } | undefined;
    if (!body?.error) return done(null, payload);
    const code = identityCodes.get(request) ?? body.error.code;
    done(null, JSON.stringify({ code, message: body.error.message, ...body }));
  });

  // The identity service reads the body itself; keep it as the raw text it was sent as (checkBody
  // looks at it first).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, opts.identity.options.baseURL);
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      // The body may be rewritten below, so its length is the fetch layer's to set.
      if (value === undefined || key === 'content-length' || key === 'transfer-encoding') continue;
      headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    let body = hasBody ? checkBody(url.pathname, request.body as string | undefined) : undefined;
    const signingIn =
      url.pathname === '/auth/sign-in/email' ? (JSON.parse(body!) as { email: string }).email : null;
    if (signingIn) await opts.signInThrottle.check(signingIn);
    if (hasBody && !body) {
      // A bodiless POST (sign-out from a plain fetch) is an empty JSON object to the identity service.
      body = '{}';
      headers.set('content-type', 'application/json');
    }
    const response = await opts.identity.handler(new Request(url, { method: request.method, headers, body }));
    const text = await response.text();
    // Cookies go out on failures too: a stale session cookie is cleared that way.
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    if (signingIn && response.status === 401) await opts.signInThrottle.failed(signingIn);
    if (signingIn && response.ok) await opts.signInThrottle.succeeded(signingIn);
    if (url.pathname === '/auth/email-otp/reset-password' && response.ok) {
      // Whoever proves the address with a code ends the account's wait.
      await opts.signInThrottle.succeeded((JSON.parse(body!) as { email: string }).email);
    }
    if (response.status >= 400) {
      // Answer identity errors in the same envelope as the rest of the API.
      const parsed = safeJson(text) as { code?: string; message?: string } | undefined;
      if (parsed?.code) identityCodes.set(request, parsed.code);
      const error = identityError(response.status, parsed);
      if (error.code === 'INTERNAL')
        request.log.error({ status: response.status, body: text }, 'identity failed');
      throw error;
    }
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    });
    return reply.send(text || null);
  };

  app.route({
    method: ['GET', 'POST'],
    url: '/*',
    schema: { hide: true },
    // Per route, as @fastify/rate-limit reads it when the route is added.
    config: { rateLimit: opts.rateLimit },
    handler: async (request, reply) => {
      try {
        return await handle(request, reply);
      } catch (error) {
        const wait = (error as DomainError).details?.retryAfterSeconds;
        if (typeof wait === 'number') reply.header('retry-after', String(wait));
        throw error;
      }
    },
  });
}

/** Better Auth's own code of a failed request, for its clients. */
const identityCodes = new WeakMap<FastifyRequest, string>();

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
