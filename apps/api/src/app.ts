import path from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { userRoutes } from './account/routes.ts';
import { appointmentRoutes } from './appointments/routes.ts';
import { availabilityAnswers } from './availability/answer-cache.ts';
import { availabilityRoutes } from './availability/routes.ts';
import { businessRoutes } from './business/access.ts';
import { businessAccountRoutes, teamBusinessRoutes } from './business/routes.ts';
import { catalogReadCache } from './catalog/read-cache.ts';
import { catalogBusinessRoutes, catalogRoutes } from './catalog/routes.ts';
import { chatBusinessRoutes, chatRoutes } from './chat/routes.ts';
import { checkInBusinessRoutes, checkInRoutes } from './checkin/routes.ts';
import { type Config, resolveAuthSecret } from './config.ts';
import { createDatabase, type Database, type DatabaseHandle } from './db/client.ts';
import { type Clock, type Deps, systemClock } from './deps.ts';
import { devJourneyRoutes } from './dev/journey-tools.ts';
import { devMailboxRoutes } from './dev/mailbox.ts';
import { devSmsRoutes } from './dev/sms-outbox.ts';
import { flashBusinessRoutes, flashRoutes } from './flash/routes.ts';
import { checkAnswersAgainstContract } from './http/answer-check.ts';
import { authenticate } from './http/authenticate.ts';
import { connectRedis, postgresCounters, rateLimitStore, redisCounters } from './http/counters.ts';
import { registerErrorHandling, retryAfterSeconds, sendFrameworkError } from './http/errors.ts';
import { idempotency } from './http/idempotency.ts';
import { parseJsonBodiesWithDepthLimit } from './http/json-body.ts';
import { requestSerializer } from './http/log-scrub.ts';
import { registerRequestIdHeader, requestIdOf } from './http/request-id.ts';
import { documentRateLimit, securitySchemes } from './http/route-schema.ts';
import { securityHeaders } from './http/security-headers.ts';
import { requestValidatorCompiler } from './http/validation.ts';
import { createTokenVerifier, localKeys, remoteKeys, type TrustedIssuer } from './http/verify-token.ts';
import {
  builtInAudience,
  builtInIssuer,
  createIdentityService,
  type IdentityService,
} from './identity/auth.ts';
import { identityRoutes } from './identity/routes.ts';
import { signInThrottle } from './identity/sign-in-throttle.ts';
import { createMailboxMailer, createSmtpMailer, type Mailer } from './mail/mailer.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { paymentRoutes } from './payments/routes.ts';
import type { Sandbox } from './payments/sandbox/engine.ts';
import { sandboxRoutes } from './payments/sandbox/routes.ts';
import { createPayments } from './payments/setup.ts';
import { paymentBusinessRoutes } from './payments/staff-routes.ts';
import { paymentWebhookRoutes } from './payments/webhooks.ts';
import { placeRoutes } from './places/routes.ts';
import { proofBusinessRoutes, proofRoutes } from './projects/proof-routes.ts';
import { projectBusinessRoutes, projectRoutes } from './projects/routes.ts';
import { projectStudioRoutes } from './projects/studio-routes.ts';
import { requestBusinessRoutes, requestRoutes } from './requests/routes.ts';
import { reviewBusinessRoutes, reviewRoutes } from './reviews/routes.ts';
import { shopNoticeBusinessRoutes } from './shop-notices/routes.ts';
import { createSms, type Sms } from './sms/sms.ts';
import { businessStreamRoutes, staffBookingBusinessRoutes } from './staff-booking/routes.ts';
import { fileRoutes } from './storage/routes.ts';
import { createLocalStorage, createS3Storage, type Storage } from './storage/storage.ts';
import { subscriptionBusinessRoutes, subscriptionRoutes } from './subscriptions/routes.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { waitlistBusinessRoutes, waitlistRoutes } from './waitlists/routes.ts';
import { waiverRoutes } from './waivers/routes.ts';
import { waiverBusinessRoutes } from './waivers/staff-routes.ts';
import { webAppRoutes } from './web/serve.ts';
import { startJobWorker } from './worker/worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** The database connection itself, for LISTEN/NOTIFY fan-out across instances. */
    database: DatabaseHandle;
    mailer: Mailer;
    storage: Storage;
    identity: IdentityService;
    /** The payment port: the embedded sandbox, or Stripe when configured. */
    payments: PaymentProvider;
    /** The embedded card processor behind the port when Stripe is not configured. */
    paymentSandbox: Sandbox | null;
    /** Limit for public write endpoints, per client address. */
    writeRateLimit: RateLimitOptions;
    /** What services are given: the parts above, the clock and the log (see deps.ts). */
    deps: Deps;
  }
}

export type AppOverrides = {
  database?: DatabaseHandle;
  mailer?: Mailer;
  sms?: Sms;
  clock?: Clock;
  /** Where the log goes (tests read it); standard output otherwise. */
  logStream?: { write(line: string): void };
};

/** Builds the whole product on one Fastify instance: API, identity, files, dev tools and the web app. */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // Link secrets in request URLs never reach the log (keys, tokens, tickets, signed links).
            serializers: { req: requestSerializer as never },
            ...(overrides.logStream && { stream: overrides.logStream }),
          },
    requestIdHeader: false,
    genReqId: requestIdOf,
    trustProxy: config.isProduction,
    frameworkErrors: sendFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestIdHeader(app);
  registerErrorHandling(app);
  parseJsonBodiesWithDepthLimit(app);
  app.addHook('onRoute', documentRateLimit);
  // Before the compression plugin: the check reads an answer before it is compressed.
  if (config.env === 'test') checkAnswersAgainstContract(app);

  // External parts: database, mail, storage, identity.
  const database =
    overrides.database ??
    createDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onPoolError: (err) => app.log.warn({ err }, 'database connection lost; the pool replaces it'),
    });
  await database.migrate();
  app.addHook('onClose', () => database.close());
  // On shutdown, answers still in flight close their keep-alive connection; otherwise the server
  // would wait for the client to hang up before it could close the database.
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });
  const secret = resolveAuthSecret(config);
  const mailer =
    overrides.mailer ??
    (config.mail.smtpUrl
      ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
      : createMailboxMailer(database.db, config.mail.from));
  if (config.isProduction && mailer.kind === 'mailbox' && !config.devTools) {
    app.log.warn('SMTP_URL is not set: emails are only kept in the database and reach nobody.');
  }
  const localStorage = config.s3
    ? undefined
    : createLocalStorage({ root: path.join(config.dataDir, 'files'), secret });
  const storage = localStorage ?? createS3Storage(config.s3!);
  const sms = overrides.sms ?? createSms(config, database.db);
  const identity = createIdentityService({ config, db: database.db, mailer, secret });
  const payments = createPayments(config, database.db, secret);

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('mailer', mailer);
  app.decorate('storage', storage);
  app.decorate('identity', identity);
  app.decorate('payments', payments.provider);
  app.decorate('paymentSandbox', payments.sandbox);
  app.decorate('writeRateLimit', { max: config.rateLimits.writesPerMinute, timeWindow: '1 minute' });
  // Limits are counted where every instance sees them: Redis when REDIS_URL is set, else the database.
  const counters = config.rateLimits.redisUrl
    ? redisCounters(await connectRedis(app, config.rateLimits.redisUrl))
    : postgresCounters(database.db);
  app.decorate('deps', {
    config,
    counters,
    db: database.db,
    database,
    clock: overrides.clock ?? systemClock,
    mailer,
    sms,
    storage,
    payments: payments.provider,
    log: app.log,
  } satisfies Deps);

  const trusted: TrustedIssuer[] = [
    {
      issuer: builtInIssuer,
      audience: builtInAudience,
      keys: localKeys(async () => (await identity.api.getJwks()) as never),
    },
  ];
  if (config.auth.external) {
    const { issuer, audience, jwksUrl } = config.auth.external;
    trusted.push({ issuer, audience, keys: remoteKeys(jwksUrl) });
  }

  // Stripe Elements loads Stripe.js and its frames from Stripe; nothing of Stripe is allowed otherwise.
  const stripe = config.payments.provider === 'stripe';
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: stripe ? ["'self'", 'https://js.stripe.com'] : ["'self'"],
        frameSrc: stripe ? ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'] : ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        // blob: lets the upload helper read a picture the person just chose (an object URL) as it sends it.
        connectSrc: ["'self'", 'https:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Before compression, so the answer it keeps for a retry is the JSON text itself.
  await app.register(idempotency);
  // Phones on slow networks: the app's JavaScript and the API's JSON go compressed.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // Without other origins to allow there is nothing to answer: the plugin's per-request hook
  // would only find CORS off, so it is not registered at all.
  if (config.corsOrigins.length) {
    await app.register(cors, {
      origin: config.corsOrigins,
      credentials: true,
      allowedHeaders: [
        'content-type',
        'authorization',
        'x-client-source',
        'idempotency-key',
        'sentry-trace',
        'baggage',
      ],
    });
  }
  await app.register(rateLimit, { global: false, store: rateLimitStore(counters) as never });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Linework API',
        version: '1.0.0',
        description: 'Book and pay tattoo artists and shops.',
      },
      components: { securitySchemes },
    },
    // The document describes the API under /v1 only: not the dev tools, the payment sandbox or files.
    transform: (route) =>
      route.url.startsWith('/v1/') ? jsonSchemaTransform(route) : { schema: { hide: true }, url: route.url },
  });
  await app.register(swaggerUi, { routePrefix: '/v1/docs' });
  await app.register(authenticate, { verifyIdToken: createTokenVerifier(trusted) });
  await app.register(availabilityAnswers);
  await app.register(catalogReadCache);

  // Routes.
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready' };
    } catch {
      return reply
        .status(503)
        .header('retry-after', String(retryAfterSeconds))
        .send({ error: { code: 'NOT_READY', message: 'The database is not reachable.' } });
    }
  });
  await app.register(identityRoutes, {
    prefix: '/auth',
    identity,
    rateLimit: { max: config.rateLimits.authPerMinute, timeWindow: '1 minute' },
    signInThrottle: signInThrottle(counters),
  });
  await app.register(
    async (v1) => {
      v1.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await v1.register(userRoutes);
      await v1.register(uploadRoutes);
      await v1.register(availabilityRoutes);
      await v1.register(appointmentRoutes);
      await v1.register(catalogRoutes);
      await v1.register(requestRoutes);
      await v1.register(proofRoutes);
      await v1.register(projectRoutes);
      await v1.register(chatRoutes);
      await v1.register(paymentRoutes);
      await v1.register(paymentWebhookRoutes);
      await v1.register(subscriptionRoutes);
      await v1.register(reviewRoutes);
      await v1.register(flashRoutes);
      await v1.register(waitlistRoutes);
      await v1.register(waiverRoutes);
      await v1.register(checkInRoutes);
      await v1.register(businessAccountRoutes);
      await v1.register(placeRoutes);
      await v1.register(businessStreamRoutes);
      // Every /v1/business/:businessId/* route, behind one membership check.
      await v1.register(
        businessRoutes([
          catalogBusinessRoutes,
          teamBusinessRoutes,
          paymentBusinessRoutes,
          staffBookingBusinessRoutes,
          checkInBusinessRoutes,
          requestBusinessRoutes,
          projectBusinessRoutes,
          projectStudioRoutes,
          reviewBusinessRoutes,
          subscriptionBusinessRoutes,
          chatBusinessRoutes,
          waiverBusinessRoutes,
          shopNoticeBusinessRoutes,
          proofBusinessRoutes,
          flashBusinessRoutes,
          waitlistBusinessRoutes,
        ]),
      );
    },
    { prefix: '/v1' },
  );
  // Background jobs (emails, reminders, expiring holds, sandbox webhooks); API tests run them with
  // runDueJobs instead, while the journeys' server turns the worker on (JOBS_WORKER=true).
  if (config.jobs.worker) {
    let worker: ReturnType<typeof startJobWorker> | undefined;
    app.addHook('onReady', async () => {
      worker = startJobWorker(app.deps, config.jobs.intervalMs);
    });
    app.addHook('preClose', async () => worker?.stop());
  }
  if (payments.sandbox) await app.register(sandboxRoutes, { prefix: '/sandbox', sandbox: payments.sandbox });
  if (localStorage) await app.register(fileRoutes, { storage: localStorage });
  if (config.devTools) {
    await app.register(devMailboxRoutes, { prefix: '/dev' });
    await app.register(devSmsRoutes, { prefix: '/dev' });
    await app.register(devJourneyRoutes, { prefix: '/dev' });
  }
  await app.register(webAppRoutes, { webDist: config.webDist });

  return app;
}
