import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// This file runs as apps/api/src/config.ts (tsx, tests) or inside the bundle apps/api/dist/main.js
// (`npm start`): both sit two folders below apps/, so the same relative step finds the repository.
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The API workspace: its migrations are read from here at every start. */
export const apiRoot = path.join(repoRoot, 'apps/api');

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().default(path.join(repoRoot, '.data')),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    SEED_DEMO: flag.default(true),
    WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    CORS_ORIGINS: list.default([]),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    AUTH_ISSUER: z.url().optional(),
    AUTH_AUDIENCE: z.string().optional(),
    AUTH_JWKS_URL: z.url().optional(),
    ID_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().default('Linework <no-reply@linework.test>'),
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: flag.default(true),
    RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().positive().default(30),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().positive().default(120),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
      .optional(),
    /** Run the background jobs worker in this process (default: yes, except under NODE_ENV=test). */
    JOBS_WORKER: flag.optional(),
    /** How often the worker looks for due jobs: an email or a sandbox webhook waits at most this long. */
    JOBS_INTERVAL_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    /** Text messages through Twilio when all three are set; otherwise the dev SMS outbox. */
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC\w+$/, 'must be a Twilio account SID (AC…)')
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
    TWILIO_FROM: z
      .string()
      .regex(/^\+[1-9]\d{6,14}$/, 'must be a phone number like +15551234567')
      .optional(),
    /** Another address for Twilio's API (a test stand-in); Twilio itself when unset. */
    TWILIO_API_URL: z.url().optional(),
    /** Another address for Stripe's API (stripe-mock, a test stand-in); Stripe itself when unset. */
    STRIPE_API_URL: z.url().optional(),
    /** A Nominatim-compatible geocoder for address lookups; the built-in list of places when unset. */
    GEOCODER_URL: z.url().optional(),
    RATE_LIMIT_CHECK_IN_PER_MINUTE: z.coerce.number().int().positive().default(20),
    /** The dev mailbox and dev tools under /dev; unset, see devToolsByDefault. */
    DEV_TOOLS: flag.optional(),
    /** Let production run at an http:// PUBLIC_URL that is not this machine (behind a TLS proxy that rewrites nothing, a test rig). */
    ALLOW_HTTP_PUBLIC_URL: flag.optional(),
  })
  .superRefine((env, ctx) => {
    const externalVars = ['AUTH_ISSUER', 'AUTH_AUDIENCE', 'AUTH_JWKS_URL'] as const;
    const set = externalVars.filter((name) => env[name]);
    if (set.length > 0 && set.length < externalVars.length) {
      // Name the variables that are missing, since those are the ones to fix.
      for (const name of externalVars.filter((n) => !env[n])) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `is required because ${set.join(' and ')} is set (AUTH_ISSUER, AUTH_AUDIENCE and AUTH_JWKS_URL go together: set all three or none)`,
        });
      }
    }
    // Embedded PGlite means one process, so the secret kept in DATA_DIR is the only one needed.
    // Instances sharing a PostgreSQL must all sign with one secret: it has to come from outside.
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message:
          'is required in production on PostgreSQL (DATABASE_URL is set): every instance must sign with the same secret',
      });
    }
    const stripeVars = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const;
    const stripeSet = stripeVars.filter((name) => env[name]);
    if (stripeSet.length > 0 && stripeSet.length < stripeVars.length) {
      for (const name of stripeVars.filter((n) => !env[n])) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `is required because ${stripeSet.join(' and ')} is set (Stripe needs its secret key, webhook secret and publishable key together; set none for the sandbox)`,
        });
      }
    }
    // Links in emails (one-click unsubscribe, RFC 8058), cookies and share tags need https. This
    // machine is exempt, so the embedded demo still starts with npm start.
    if (
      env.NODE_ENV === 'production' &&
      env.PUBLIC_URL?.startsWith('http://') &&
      !loopbackHosts.has(new URL(env.PUBLIC_URL).hostname) &&
      !env.ALLOW_HTTP_PUBLIC_URL
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'must be https:// in production (set ALLOW_HTTP_PUBLIC_URL=true to run on http:// anyway)',
      });
    }
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3 storage needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Dev tools (the dev mailbox shows every email, sign-in codes included) are on outside production.
 * In production they are on only for the embedded demo that `npm start` runs on a fresh clone: no
 * PostgreSQL, no SMTP and a PUBLIC_URL on this machine. Anything that looks like a deployment turns
 * them off unless DEV_TOOLS=true says otherwise (docs/decisions/011-production-start.md).
 */
function devToolsByDefault(env: Env, publicUrl: string) {
  if (env.NODE_ENV !== 'production') return true;
  return !env.DATABASE_URL && !env.SMTP_URL && loopbackHosts.has(new URL(publicUrl).hostname);
}

export class ConfigError extends Error {}

/** Parses the environment once at start; a wrong variable stops the start with its name. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    /** Mount /dev (mailbox, run jobs now, record a finished visit). */
    devTools: env.DEV_TOOLS ?? devToolsByDefault(env, publicUrl),
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    /**
     * Session cookies only over HTTPS: in production, except for the embedded demo served over
     * plain HTTP on this machine (browsers keep no Secure cookie from http://, localhost aside).
     */
    secureCookies:
      env.NODE_ENV === 'production' &&
      !(publicUrl.startsWith('http://') && loopbackHosts.has(new URL(publicUrl).hostname)),
    logLevel: env.LOG_LEVEL,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    seedDemo: env.SEED_DEMO,
    webDist: env.WEB_DIST,
    corsOrigins: env.CORS_ORIGINS,
    auth: {
      secret: env.AUTH_SECRET,
      idTokenTtlSeconds: env.ID_TOKEN_TTL_SECONDS,
      external: env.AUTH_ISSUER
        ? { issuer: env.AUTH_ISSUER, audience: env.AUTH_AUDIENCE!, jwksUrl: env.AUTH_JWKS_URL! }
        : undefined,
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    sms:
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? ({
            provider: 'twilio',
            accountSid: env.TWILIO_ACCOUNT_SID,
            authToken: env.TWILIO_AUTH_TOKEN,
            from: env.TWILIO_FROM,
            apiUrl: (env.TWILIO_API_URL ?? 'https://api.twilio.com').replace(/\/$/, ''),
          } as const)
        : ({ provider: 'outbox' } as const),
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID!,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    jobs: { worker: env.JOBS_WORKER ?? env.NODE_ENV !== 'test', intervalMs: env.JOBS_INTERVAL_MS },
    geocoder: env.GEOCODER_URL
      ? ({ provider: 'nominatim', url: env.GEOCODER_URL.replace(/\/$/, '') } as const)
      : ({ provider: 'offline' } as const),
    payments: env.STRIPE_SECRET_KEY
      ? ({
          provider: 'stripe',
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
          apiUrl: env.STRIPE_API_URL,
        } as const)
      : ({ provider: 'sandbox' } as const),
    rateLimits: {
      /** Where every instance counts requests and failed sign-ins: Redis when set, else the database. */
      redisUrl: env.REDIS_URL,
      authPerMinute: env.RATE_LIMIT_AUTH_PER_MINUTE,
      writesPerMinute: env.RATE_LIMIT_WRITES_PER_MINUTE,
      /** Check-in lookups, codes and passes tried from one address: what stops guessing. */
      checkInPerMinute: env.RATE_LIMIT_CHECK_IN_PER_MINUTE,
    },
  };
}

export type Config = ReturnType<typeof loadConfig>;

/**
 * The secret that signs sessions and encrypts the identity keys: AUTH_SECRET when set (always on
 * PostgreSQL in production); otherwise a random one kept in DATA_DIR beside the embedded database,
 * so sessions survive restarts.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.auth.secret) return config.auth.secret;
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
