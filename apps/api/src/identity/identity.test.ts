import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  cookieHeader,
  createTestApp,
  signUp,
  signUpUnverified,
  type TestApp,
} from '../../test/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

const signIn = (email: string, password: string) => post('/auth/sign-in/email', { email, password });

/** The 6-digit code of the newest email to `to` with a subject matching `subject`, from the dev mailbox. */
async function codeFromMailbox(to: string, subject: RegExp): Promise<string> {
  const res = await app.inject({ url: '/dev/mailbox/messages' });
  expect(res.statusCode).toBe(200);
  const mail = (res.json().result as { to: string; subject: string; text: string }[]).find(
    (m) => m.to === to && subject.test(m.subject),
  );
  expect(mail, `an email to ${to} matching ${subject}`).toBeDefined();
  const code = /\b(\d{6})\b/.exec(mail!.text)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

describe('built-in identity service', () => {
  it('signs up, hands out a short-lived EdDSA ID token for the session, and the API knows the user', async () => {
    const res = await post('/auth/sign-up/email', {
      email: 'Ada.Sign@Example.test',
      password: 'correct-horse-battery',
      firstName: 'Ada',
      lastName: 'Sign',
      phoneNumber: '+12125550199',
    });
    expect(res.statusCode).toBe(200);
    // No session yet: the code mailed to the address signs the new account in.
    expect(res.headers['set-cookie']).toBeUndefined();
    const otp = await codeFromMailbox('ada.sign@example.test', /Confirm your email/);
    const verified = await post('/auth/email-otp/verify-email', { email: 'ada.sign@example.test', otp });
    expect(verified.statusCode).toBe(200);
    const cookie = cookieHeader(verified.headers['set-cookie']);
    expect(cookie).toMatch(/linework\.session_token=/);

    const tokenRes = await app.inject({ url: '/auth/token', headers: { cookie } });
    expect(tokenRes.statusCode).toBe(200);
    const { token } = tokenRes.json();
    expect(decodeProtectedHeader(token).alg).toBe('EdDSA');

    const jwks = await app.inject({ url: '/auth/jwks' });
    expect(jwks.statusCode).toBe(200);
    expect(jwks.json().keys.length).toBeGreaterThan(0);
    // The token verifies against the published keys with the documented issuer and audience.
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks.json()), {
      issuer: 'urn:linework:identity',
      audience: 'linework-api',
      algorithms: ['EdDSA'],
    });
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(3600);
    expect(payload.exp! * 1000).toBeGreaterThan(Date.now());
    expect(payload).toMatchObject({
      email: 'ada.sign@example.test',
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Sign',
    });

    const me = await app.inject({ url: '/v1/users/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().result).toMatchObject({
      email: 'ada.sign@example.test',
      firstName: 'Ada',
      lastName: 'Sign',
      phoneNumber: '+12125550199',
    });
  });

  it('refuses a sign-up with missing or bad fields, naming each field in the envelope', async () => {
    const res = await post('/auth/sign-up/email', {
      email: 'not-an-email',
      password: 'short',
      lastName: 'Only',
      phoneNumber: '555-1234',
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.details.fields).sort()).toEqual([
      'body.email',
      'body.firstName',
      'body.password',
      'body.phoneNumber',
    ]);
    expect(error.details.fields['body.password']).toMatch(/8 characters/);
  });

  it('answers malformed JSON on /auth with 400 in the envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/sign-up/email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });

  it('answers a sign-up for a taken address as for a new one, and tells the owner by email', async () => {
    const owner = await signUp(app);
    const fresh = `fresh-${Date.now()}@example.test`;
    const attempt = (email: string) =>
      post('/auth/sign-up/email', {
        email,
        password: 'another-password-1',
        firstName: 'Copy',
        lastName: 'Cat',
      });
    const taken = await attempt(owner.email);
    const untaken = await attempt(fresh);
    expect(taken.statusCode).toBe(200);
    expect(untaken.statusCode).toBe(200);
    // The same shape either way, and no session for anyone: nothing tells the two apart.
    const shape = (body: { token: unknown; user: Record<string, unknown> }) => ({
      token: body.token,
      keys: Object.keys(body.user).sort(),
      emailVerified: body.user.emailVerified,
    });
    expect(shape(taken.json())).toEqual(shape(untaken.json()));
    expect(taken.headers['set-cookie']).toBeUndefined();
    expect(untaken.headers['set-cookie']).toBeUndefined();
    // The owner hears of it and keeps their password.
    const mail = (await app.inject({ url: '/dev/mailbox/messages' })).json().result as {
      to: string;
      subject: string;
    }[];
    expect(mail.some((m) => m.to === owner.email && /tried to sign up/.test(m.subject))).toBe(true);
    expect((await signIn(owner.email, 'another-password-1')).statusCode).toBe(401);
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
  });

  it('refuses a wrong password with 401 in the envelope and accepts the right one', async () => {
    const person = await signUp(app);
    const wrong = await signIn(person.email, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    // In our envelope, and where Better Auth's own client reads it (`code`, `message` at the top).
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'The email or password is not right.',
      error: { code: 'UNAUTHENTICATED', message: 'The email or password is not right.' },
    });
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const right = await signIn(person.email, person.password);
    expect(right.statusCode).toBe(200);
  });

  it('ends the session on sign-out, after which no new token is handed out', async () => {
    const person = await signUp(app);
    // A plain fetch sends sign-out without a body; that must work too.
    const out = await app.inject({
      method: 'POST',
      url: '/auth/sign-out',
      headers: { cookie: person.cookie },
    });
    expect(out.statusCode).toBe(200);
    const token = await app.inject({ url: '/auth/token', headers: { cookie: person.cookie } });
    expect(token.statusCode).toBe(401);
    expect(token.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('does not hand out a token without a session', async () => {
    const res = await app.inject({ url: '/auth/token' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('answers unknown identity paths with 404 in the envelope', async () => {
    const res = await app.inject({ url: '/auth/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('checks the code request with friendly field messages', async () => {
    const res = await post('/auth/email-otp/send-verification-otp', { email: 'x', type: 'bogus' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields).toMatchObject({
      'body.email': 'Enter a valid email address',
      'body.type': expect.stringMatching(/email-verification/),
    });
  });

  it('verifies the email address with a code sent by email', async () => {
    const person = await signUpUnverified(app);
    const before = await app.inject({ url: '/auth/get-session', headers: { cookie: person.cookie } });
    expect(before.json().user.emailVerified).toBe(false);

    const send = await post('/auth/email-otp/send-verification-otp', {
      email: person.email,
      type: 'email-verification',
    });
    expect(send.statusCode).toBe(200);
    const otp = await codeFromMailbox(person.email, /Confirm your email/);

    const wrong = await post('/auth/email-otp/verify-email', {
      email: person.email,
      otp: otp === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details.fields['body.otp']).toMatch(/not right/);

    const verify = await post('/auth/email-otp/verify-email', { email: person.email, otp });
    expect(verify.statusCode).toBe(200);
    const after = await app.inject({ url: '/auth/get-session', headers: { cookie: person.cookie } });
    expect(after.json().user.emailVerified).toBe(true);
  });

  it('resets a forgotten password with a code sent by email', async () => {
    const person = await signUp(app);
    const ask = await post('/auth/email-otp/request-password-reset', { email: person.email });
    expect(ask.statusCode).toBe(200);
    const otp = await codeFromMailbox(person.email, /Reset your Linework password/);

    const weak = await post('/auth/email-otp/reset-password', {
      email: person.email,
      otp,
      password: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.details.fields['body.password']).toMatch(/8 characters/);

    const reset = await post('/auth/email-otp/reset-password', {
      email: person.email,
      otp,
      password: 'a-brand-new-password',
    });
    expect(reset.statusCode).toBe(200);

    expect((await signIn(person.email, person.password)).statusCode).toBe(401);
    const fresh = await signIn(person.email, 'a-brand-new-password');
    expect(fresh.statusCode).toBe(200);
    const token = await app.inject({
      url: '/auth/token',
      headers: { cookie: cookieHeader(fresh.headers['set-cookie']) },
    });
    expect(token.statusCode).toBe(200);
  });

  it('does not reveal whether an email has an account when a reset is requested', async () => {
    const res = await post('/auth/email-otp/request-password-reset', { email: 'nobody@example.test' });
    expect(res.statusCode).toBe(200);
  });
});
