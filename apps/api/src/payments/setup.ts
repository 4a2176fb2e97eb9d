import { createHmac } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandbox, type Sandbox } from './sandbox/engine.ts';
import { createSandboxProvider } from './sandbox/provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

export type Payments = { provider: PaymentProvider; sandbox: Sandbox | null };

/**
 * The payment adapter the configuration asks for: Stripe when its keys are set, the embedded
 * sandbox otherwise. The sandbox signs its webhooks with a secret derived from AUTH_SECRET, so every
 * instance of the API agrees on it without another variable.
 */
export function createPayments(config: Config, db: Database, authSecret: string): Payments {
  if (config.payments.provider === 'stripe') {
    return { provider: createStripeProvider(config.payments), sandbox: null };
  }
  const webhookSecret = `whsec_${createHmac('sha256', authSecret).update('linework-sandbox-webhooks').digest('hex')}`;
  const sandbox = createSandbox(db, config.publicUrl, webhookSecret);
  return { provider: createSandboxProvider(sandbox, webhookSecret), sandbox };
}
