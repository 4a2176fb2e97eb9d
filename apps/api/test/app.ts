import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppOverrides, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { authUser } from '../src/db/schema/identity.ts';
import { mailMessages } from '../src/db/schema/mail.ts';
import { createTestClock } from './clock.ts';

/**
 * A fresh, real database for one test file: a new PostgreSQL database when DATABASE_URL is set
 * (as in CI), a copy of the run's migrated template (test/global-setup.ts), or an in-memory PGlite
 * otherwise. Never a fake.
 */
export async function createTestDatabase(embedded = false): Promise<{
  handle: DatabaseHandle;
  /** The PostgreSQL database's URL, for another process to use it; none for PGlite. */
  url?: string;
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl || embedded)
    return { handle: createDatabase({ dataDir: 'memory://' }), drop: async () => {} };
  const name = `lw_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const template = inject('migratedTemplate');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    handle: createDatabase({ databaseUrl: url.toString(), dataDir: 'unused' }),
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export type TestApp = FastifyInstance & { dataDir: string; databaseUrl?: string };

/** The configuration of a test app: production-like, quiet, no web build, limits out of the way. */
export function testConfig(dataDir: string, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    // Every test request comes from one address; tests of the limits themselves set their own.
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    RATE_LIMIT_CHECK_IN_PER_MINUTE: '100000',
    ...env,
  });
}

/**
 * The whole app on a fresh database, configured as in production but for the given variables, on a
 * test clock that starts at `testStart` unless the test gives its own (`app.deps.clock` reads it).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: Omit<AppOverrides, 'database'> = {},
  /** On the embedded database (PGlite) even when the run has PostgreSQL. */
  embedded = false,
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'linework-test-'));
  const { handle, url, drop } = await createTestDatabase(embedded);
  const config = testConfig(dataDir, env);
  const app = await buildApp(config, { clock: createTestClock(), ...overrides, database: handle });
  const close = app.close.bind(app);
  return Object.assign(app, {
    dataDir,
    databaseUrl: url,
    // Drop the test database only once the app has closed its own connections.
    close: async () => {
      await close();
      await drop();
    },
  }) as TestApp;
}

let counter = 0;

type Person = Partial<{
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
}>;

/**
 * Signs a new customer up through the identity service and confirms their email with the code it
 * mailed, as a person would; returns their ID token and session cookie.
 */
export async function signUp(app: FastifyInstance, person: Person = {}) {
  const body = await register(app, person);
  if (app.mailer.kind !== 'mailbox') {
    // A test's own mailer keeps no mailbox to read the code from: confirm in the identity table.
    await app.db
      .update(authUser)
      .set({ emailVerified: true })
      .where(eq(authUser.email, body.email.toLowerCase()));
    return signInAs(app, body);
  }
  const otp = await latestCode(app, body.email);
  const res = await app.inject({
    method: 'POST',
    url: '/auth/email-otp/verify-email',
    payload: { email: body.email, otp },
  });
  if (res.statusCode !== 200) throw new Error(`verify-email failed: ${res.statusCode} ${res.body}`);
  // The code is used, as a person would delete its email: what a test then finds in this person's
  // mailbox is only what the product sent them after signing up.
  await app.db.delete(mailMessages).where(eq(mailMessages.to, body.email.toLowerCase()));
  const cookie = cookieHeader(res.headers['set-cookie']);
  return { ...body, cookie, token: await idToken(app, cookie) };
}

/** A new customer who signed up and in but has not entered the emailed code. */
export async function signUpUnverified(app: FastifyInstance, person: Person = {}) {
  return signInAs(app, await register(app, person));
}

async function signInAs<T extends { email: string; password: string }>(app: FastifyInstance, body: T) {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/sign-in/email',
    payload: { email: body.email, password: body.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = cookieHeader(res.headers['set-cookie']);
  return { ...body, cookie, token: await idToken(app, cookie) };
}

async function register(app: FastifyInstance, person: Person) {
  counter += 1;
  const body = {
    email: `customer${counter}-${Date.now()}@example.test`,
    password: 'correct-horse-battery',
    firstName: 'Robin',
    lastName: 'Ink',
    ...person,
  };
  const res = await app.inject({ method: 'POST', url: '/auth/sign-up/email', payload: body });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return body;
}

/** The last 6-digit code the product mailed to this address (the dev mailbox keeps every email). */
export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const [message] = await app.db
    .select({ text: mailMessages.text })
    .from(mailMessages)
    .where(eq(mailMessages.to, email.toLowerCase()))
    .orderBy(desc(mailMessages.createdAt), desc(mailMessages.id));
  const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`no code was mailed to ${email}`);
  return code;
}

export async function idToken(app: FastifyInstance, cookie: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/auth/token', headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`token failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
