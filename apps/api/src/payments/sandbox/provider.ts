import {
  type PaymentProvider,
  type ProviderIntent,
  ProviderRequestError,
  verifyStripeFormatEvent,
} from '../provider.ts';
import { type Sandbox, SandboxError, type SandboxIntentObject } from './engine.ts';

/** The payment port over the embedded sandbox, the default when Stripe is not configured. */
export function createSandboxProvider(sandbox: Sandbox, webhookSecret: string): PaymentProvider {
  const toIntent = async (o: SandboxIntentObject): Promise<ProviderIntent> => {
    const pm = o.payment_method ? await sandbox.paymentMethod(o.payment_method) : undefined;
    return {
      id: o.id,
      status: o.status as ProviderIntent['status'],
      amount: o.amount,
      currency: o.currency.toUpperCase(),
      metadata: o.metadata,
      card: pm ? { brand: pm.brand, last4: pm.last4 } : null,
      paymentMethodId: pm?.id ?? null,
      lastError: o.last_payment_error
        ? {
            code: o.last_payment_error.code,
            declineCode: o.last_payment_error.decline_code ?? null,
            message: o.last_payment_error.message,
          }
        : null,
      nextActionUrl: o.next_action?.redirect_to_url.url ?? null,
    };
  };
  /** The sandbox refusing a request is the provider refusing it, as Stripe would with a 4xx. */
  const refused = (error: unknown): never => {
    if (error instanceof SandboxError) throw new ProviderRequestError(error.code, error.message);
    throw error;
  };

  return {
    kind: 'sandbox',
    async createIntent({ idempotencyKey, ...input }) {
      return toIntent(await sandbox.createIntent(input, idempotencyKey).catch(refused));
    },
    async createCustomer({ email, idempotencyKey }) {
      return (await sandbox.createCustomer(email, idempotencyKey).catch(refused)).id;
    },
    async updateAmount(id, amount, idempotencyKey) {
      return toIntent(await sandbox.updateAmount(id, amount, idempotencyKey).catch(refused));
    },
    async confirm(id, { idempotencyKey, ...input }) {
      return toIntent(await sandbox.confirm(id, input, idempotencyKey).catch(refused));
    },
    async retrieve(id) {
      return toIntent(await sandbox.retrieve(id).catch(refused));
    },
    async refund({ idempotencyKey, ...input }) {
      const refund = await sandbox.refund(input, idempotencyKey).catch(refused);
      return { id: refund.id, status: refund.status };
    },
    verifyEvent: (rawBody, header) => verifyStripeFormatEvent(rawBody, header, webhookSecret),
  };
}
