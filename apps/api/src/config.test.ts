import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { DATA_DIR: '/tmp/linework-config-test' };

describe('configuration', () => {
  it('starts with the embedded defaults when nothing is set', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.auth.external).toBeUndefined();
    expect(config.s3).toBeUndefined();
  });

  it.each([
    ['AUTH_ISSUER', { AUTH_ISSUER: 'https://id.example.test/' }],
    ['AUTH_AUDIENCE', { AUTH_AUDIENCE: 'linework' }],
    ['AUTH_JWKS_URL', { AUTH_JWKS_URL: 'https://id.example.test/jwks' }],
  ])('refuses %s without the other two, naming the variable that is set', (name, env) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(new RegExp(`is required because ${name} is set`));
  });

  it('names each missing partner of a half-configured external issuer', () => {
    expect(() => loadConfig({ ...base, AUTH_ISSUER: 'https://id.example.test/' })).toThrow(
      /AUTH_AUDIENCE: .*\n.*AUTH_JWKS_URL: /,
    );
  });

  it('accepts all three external issuer variables together', () => {
    const config = loadConfig({
      ...base,
      AUTH_ISSUER: 'https://id.example.test/',
      AUTH_AUDIENCE: 'linework',
      AUTH_JWKS_URL: 'https://id.example.test/jwks',
    });
    expect(config.auth.external).toEqual({
      issuer: 'https://id.example.test/',
      audience: 'linework',
      jwksUrl: 'https://id.example.test/jwks',
    });
  });

  it.each(['abc', '70000', '-1', '3000.5'])('refuses PORT=%s, naming PORT', (port) => {
    expect(() => loadConfig({ ...base, PORT: port })).toThrow(/^\s*PORT: /m);
  });

  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => loadConfig({ ...base, DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must be a postgres/,
    );
  });

  it('requires AUTH_SECRET in production on PostgreSQL, where instances share one database', () => {
    const postgres = { ...base, NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example.test/linework' };
    expect(() => loadConfig(postgres)).toThrow(/AUTH_SECRET: is required in production on PostgreSQL/);
    expect(loadConfig({ ...postgres, AUTH_SECRET: 'x'.repeat(32) }).auth.secret).toBe('x'.repeat(32));
  });

  it('starts in production on the embedded defaults without AUTH_SECRET, as npm start does on a fresh clone', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'production' });
    expect(config.isProduction).toBe(true);
    expect(config.auth.secret).toBeUndefined();
  });

  it('keeps the dev tools for the embedded demo and hides them from anything that looks deployed', () => {
    const production = { ...base, NODE_ENV: 'production' };
    expect(loadConfig(base).devTools).toBe(true);
    expect(loadConfig(production).devTools).toBe(true);
    expect(loadConfig({ ...production, PUBLIC_URL: 'http://127.0.0.1:8080' }).devTools).toBe(true);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://book.example.test' }).devTools).toBe(false);
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.test:587' }).devTools).toBe(false);
    expect(
      loadConfig({ ...production, DATABASE_URL: 'postgres://db/linework', AUTH_SECRET: 'x'.repeat(32) })
        .devTools,
    ).toBe(false);
    expect(loadConfig({ ...production, DEV_TOOLS: 'false' }).devTools).toBe(false);
    expect(
      loadConfig({ ...production, PUBLIC_URL: 'https://staging.test', DEV_TOOLS: 'true' }).devTools,
    ).toBe(true);
  });

  it('refuses an http:// PUBLIC_URL in production unless it is this machine or ALLOW_HTTP_PUBLIC_URL says so', () => {
    const production = { ...base, NODE_ENV: 'production' };
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://book.example.test' })).toThrow(
      /PUBLIC_URL: must be https:\/\/ in production/,
    );
    expect(
      loadConfig({ ...production, PUBLIC_URL: 'http://book.example.test', ALLOW_HTTP_PUBLIC_URL: 'true' })
        .publicUrl,
    ).toBe('http://book.example.test');
    expect(loadConfig({ ...production, PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe(
      'http://localhost:3000',
    );
    expect(loadConfig(production).publicUrl).toMatch(/^http:\/\/localhost:/);
    expect(loadConfig({ ...base, PUBLIC_URL: 'http://book.example.test' }).publicUrl).toBe(
      'http://book.example.test',
    );
  });

  it('reads the CORS origins as a list', () => {
    const config = loadConfig({ ...base, CORS_ORIGINS: 'https://a.test, https://b.test,' });
    expect(config.corsOrigins).toEqual(['https://a.test', 'https://b.test']);
  });

  it('uses the payment sandbox unless all three Stripe keys are set, naming the missing ones', () => {
    expect(loadConfig(base).payments).toEqual({ provider: 'sandbox' });
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required because STRIPE_SECRET_KEY is set[\s\S]*STRIPE_PUBLISHABLE_KEY: is required/,
    );
    expect(() =>
      loadConfig({
        ...base,
        STRIPE_SECRET_KEY: 'pk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      }),
    ).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    const stripe = loadConfig({
      ...base,
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
    });
    expect(stripe.payments).toMatchObject({
      provider: 'stripe',
      secretKey: 'sk_live_abc',
      publishableKey: 'pk_live_abc',
    });
  });

  it('runs the jobs worker except under NODE_ENV=test, unless JOBS_WORKER says otherwise', () => {
    expect(loadConfig(base).jobs.worker).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).jobs.worker).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'test', JOBS_WORKER: 'true' }).jobs.worker).toBe(true);
  });
});
