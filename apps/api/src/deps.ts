import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { CounterStore } from './http/counters.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PaymentProvider } from './payments/provider.ts';
import type { Sms } from './sms/sms.ts';
import type { Storage } from './storage/storage.ts';

/** Where services read the time from; tests set it instead of depending on today's date. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * What the product's services are made of. A service takes the parts it uses, e.g.
 * `Pick<Deps, 'db' | 'clock'>`, never the Fastify instance: it can be called from a route, a job or
 * a test alike, and its signature says what it touches.
 */
export interface Deps {
  config: Config;
  db: Database;
  /** The database connection itself, for LISTEN/NOTIFY fan-out across instances. */
  database: DatabaseHandle;
  clock: Clock;
  /** Counters every instance shares (rate limits; how many check-in codes a customer was mailed). */
  counters: CounterStore;
  mailer: Mailer;
  /** The text-message port: the dev outbox, or Twilio when configured. */
  sms: Sms;
  storage: Storage;
  /** The payment port: the embedded sandbox, or Stripe when configured. */
  payments: PaymentProvider;
  log: FastifyBaseLogger;
}
