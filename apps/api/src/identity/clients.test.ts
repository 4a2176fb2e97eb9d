import { createAuthClient } from 'better-auth/client';
import { emailOTPClient } from 'better-auth/client/plugins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  idToken,
  latestCode,
  signUp,
  signUpUnverified,
  type TestApp,
} from '../../test/app.ts';
import { type BookingFixtures, insertBookingFixtures } from '../appointments/test-fixtures.ts';
import { freeStart } from '../payments/test-fixtures.ts';

let app: TestApp;
let ids: BookingFixtures;
let client: ReturnType<typeof makeClient>;
beforeAll(async () => {
  app = await createTestApp();
  ids = await insertBookingFixtures(app);
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  client = makeClient(`${origin}/auth`);
});
afterAll(() => app?.close());

// The stock Better Auth client, as any third-party app would use it against our /auth.
const makeClient = (baseURL: string) => createAuthClient({ baseURL, plugins: [emailOTPClient()] });

/** Options that send a session cookie and keep the one the answer sets (Node's fetch has no jar). */
function jar(cookie = '') {
  const state = { cookie };
  return {
    state,
    fetchOptions: {
      headers: { cookie } as Record<string, string>,
      onResponse(ctx: { response: Response }) {
        const set = ctx.response.headers.getSetCookie().map((c) => c.split(';')[0]);
        if (set.length) state.cookie = set.join('; ');
      },
    },
  };
}

let n = 0;
const address = () => `client${++n}-${Date.now()}@example.test`;

describe('the stock Better Auth client against /auth', () => {
  it('signs up with its documented call, the name split into first and last', async () => {
    const email = address();
    const { data, error } = await client.signUp.email({
      email,
      password: 'correct-horse-battery',
      name: 'Ada Lovelace',
    });
    expect(error).toBeNull();
    expect(data?.user).toMatchObject({ email, name: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace' });

    // The emailed code signs the account in and confirms the address; the API knows both names.
    const session = jar();
    const verified = await client.emailOtp.verifyEmail(
      { email, otp: await latestCode(app, email) },
      { ...session.fetchOptions },
    );
    expect(verified.error).toBeNull();
    const token = await idToken(app, session.state.cookie);
    const me = await app.inject({ url: '/v1/users/me', headers: bearer(token) });
    expect(me.json().result).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('reads errors where it expects them: message, code and status', async () => {
    const person = await signUp(app);
    const { data, error } = await client.signIn.email({ email: person.email, password: 'not-the-password' });
    expect(data).toBeNull();
    expect(error).toMatchObject({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'The email or password is not right.',
    });

    const invalid = await client.signUp.email({
      email: 'not-an-email',
      password: 'correct-horse-battery',
      name: 'X Y',
    });
    expect(invalid.error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Enter a valid email address',
    });
  });

  it('cannot tell a taken address from a new one at sign-up', async () => {
    const owner = await signUp(app);
    const taken = await client.signUp.email({
      email: owner.email,
      password: 'another-password-1',
      name: 'Copy Cat',
    });
    const fresh = await client.signUp.email({
      email: address(),
      password: 'another-password-1',
      name: 'Copy Cat',
    });
    expect(taken.error).toBeNull();
    expect(fresh.error).toBeNull();
    expect(taken.data?.token).toBe(fresh.data?.token ?? null);
    expect(Object.keys(taken.data!.user).sort()).toEqual(Object.keys(fresh.data!.user).sort());
  });

  it('changes the email address only once the new one has proven itself with a code', async () => {
    const person = await signUp(app);
    const session = jar(person.cookie);
    const newEmail = address();
    const asked = await client.emailOtp.requestEmailChange({ newEmail }, session.fetchOptions);
    expect(asked.error).toBeNull();
    // Still the old address until the code from the new one is entered.
    let me = await app.inject({ url: '/v1/users/me', headers: bearer(await idToken(app, person.cookie)) });
    expect(me.json().result.email).toBe(person.email);

    const wrong = await client.emailOtp.changeEmail({ newEmail, otp: '000000' }, session.fetchOptions);
    expect(wrong.error?.status).toBe(400);
    const changed = await client.emailOtp.changeEmail(
      { newEmail, otp: await latestCode(app, newEmail) },
      session.fetchOptions,
    );
    expect(changed.error).toBeNull();
    me = await app.inject({ url: '/v1/users/me', headers: bearer(await idToken(app, session.state.cookie)) });
    expect(me.json().result.email).toBe(newEmail);
  });

  it('signs out of every device, or of every other one', async () => {
    const person = await signUp(app);
    const signIn = async () => {
      const s = jar();
      const res = await client.signIn.email(
        { email: person.email, password: person.password },
        s.fetchOptions,
      );
      expect(res.error).toBeNull();
      return s.state.cookie;
    };
    const [phone, laptop, tablet] = [await signIn(), await signIn(), await signIn()];
    const alive = async (cookie: string) =>
      (await app.inject({ url: '/auth/token', headers: { cookie } })).statusCode === 200;

    expect((await client.revokeOtherSessions({ fetchOptions: jar(phone).fetchOptions })).error).toBeNull();
    expect([await alive(phone), await alive(laptop), await alive(tablet)]).toEqual([true, false, false]);

    const again = await signIn();
    expect((await client.revokeSessions({ fetchOptions: jar(phone).fetchOptions })).error).toBeNull();
    expect([await alive(phone), await alive(again), await alive(person.cookie)]).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('a confirmed email address before booking, paying or following', () => {
  it('lets an unconfirmed account sign in and browse, but not book, pay or follow', async () => {
    const person = await signUpUnverified(app);
    const headers = bearer(person.token);
    expect((await app.inject({ url: '/v1/users/me', headers })).statusCode).toBe(200);

    const start = await freeStart(app, ids, ids.small);
    const booking = { shopUrl: 'anchor-ink', artistId: ids.ada, serviceId: ids.small, start };
    const book = await app.inject({ method: 'POST', url: '/v1/appointments', headers, payload: booking });
    expect(book.statusCode).toBe(403);
    expect(book.json().error).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: expect.stringContaining(person.email.toLowerCase()),
    });

    const pay = await app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers,
      payload: { appointmentId: 'aaaaaaaaaaaaaaaaaaaaaa', kind: 'deposit' },
    });
    expect(pay.statusCode, pay.body).toBe(403);
    expect(pay.json().error.code).toBe('EMAIL_NOT_VERIFIED');

    const follow = await app.inject({
      method: 'POST',
      url: '/v1/subscriptions',
      headers,
      payload: {
        target: { kind: 'artist', urlPath: 'ada-stone' },
        email: person.email,
        topics: ['books_open'],
        consent: true,
      },
    });
    expect(follow.statusCode).toBe(403);
    expect(follow.json().error.code).toBe('EMAIL_NOT_VERIFIED');

    // The code sent again, entered: the same booking goes through with a fresh token.
    const send = await app.inject({
      method: 'POST',
      url: '/auth/email-otp/send-verification-otp',
      payload: { email: person.email, type: 'email-verification' },
    });
    expect(send.statusCode).toBe(200);
    const verify = await app.inject({
      method: 'POST',
      url: '/auth/email-otp/verify-email',
      headers: { cookie: person.cookie },
      payload: { email: person.email, otp: await latestCode(app, person.email) },
    });
    expect(verify.statusCode).toBe(200);
    const fresh = bearer(await idToken(app, person.cookie));
    const booked = await app.inject({
      method: 'POST',
      url: '/v1/appointments',
      headers: fresh,
      payload: booking,
    });
    expect(booked.statusCode, booked.body).toBe(201);
  });
});
