import Stripe from 'stripe';
import {
  type IntentStatus,
  type PaymentProvider,
  type ProviderIntent,
  ProviderRequestError,
  verifyStripeFormatEvent,
} from './provider.ts';

const knownStatuses = new Set<string>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
]);

export type StripeSettings = { secretKey: string; webhookSecret: string; apiUrl?: string };

/**
 * The payment port over Stripe PaymentIntents. Every write carries an idempotency key made from our
 * ids, so a retried request never charges or refunds twice; our ids travel in the metadata.
 * `apiUrl` points the SDK elsewhere (stripe-mock, the test stand-in) by host, port and protocol.
 */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const url = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Linework' },
    ...(url && {
      host: url.hostname,
      port: url.port || (url.protocol === 'https:' ? 443 : 80),
      protocol: url.protocol === 'https:' ? ('https' as const) : ('http' as const),
    }),
  });

  const toIntent = (pi: Stripe.PaymentIntent): ProviderIntent => {
    const pm = pi.payment_method && typeof pi.payment_method === 'object' ? pi.payment_method : null;
    const error = pi.last_payment_error;
    return {
      id: pi.id,
      status: knownStatuses.has(pi.status) ? (pi.status as IntentStatus) : 'processing',
      amount: pi.amount,
      currency: pi.currency.toUpperCase(),
      metadata: pi.metadata ?? {},
      card: pm?.card ? { brand: pm.card.brand, last4: pm.card.last4 } : null,
      paymentMethodId: pm?.id ?? (typeof pi.payment_method === 'string' ? pi.payment_method : null),
      lastError: error
        ? {
            code: error.code ?? 'card_declined',
            declineCode: error.decline_code ?? null,
            message: error.message ?? 'Your card was declined.',
          }
        : null,
      nextActionUrl: pi.next_action?.redirect_to_url?.url ?? null,
    };
  };

  const expand = ['payment_method'];

  /** Stripe refusing the request itself (a 4xx that is not about the card) says why in its code. */
  const refused = (error: unknown): never => {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      throw new ProviderRequestError(error.code ?? 'invalid_request', error.message);
    }
    throw error;
  };

  return {
    kind: 'stripe',
    async createIntent({ idempotencyKey, amount, currency, description, metadata, customerId }) {
      const pi = await stripe.paymentIntents
        .create(
          {
            amount,
            currency: currency.toLowerCase(),
            description,
            metadata,
            allowed_payment_method_types: ['card'],
            // Its saved cards can pay it; a card saved now (setup_future_usage) is attached to it.
            ...(customerId && { customer: customerId }),
          },
          { idempotencyKey },
        )
        .catch(refused);
      return toIntent(pi);
    },
    async createCustomer({ email, idempotencyKey }) {
      const customer = await stripe.customers.create({ email }, { idempotencyKey }).catch(refused);
      return customer.id;
    },
    async updateAmount(id, amount, idempotencyKey) {
      return toIntent(
        await stripe.paymentIntents.update(id, { amount, expand }, { idempotencyKey }).catch(refused),
      );
    },
    async confirm(id, { paymentMethodId, returnUrl, idempotencyKey, saveCard }) {
      try {
        const pi = await stripe.paymentIntents.confirm(
          id,
          // Without Stripe.js on this call, 3-D Secure comes back as a redirect_to_url next action.
          {
            payment_method: paymentMethodId,
            return_url: returnUrl,
            use_stripe_sdk: false,
            expand,
            // Saved to the intent's customer once charged, for the customer's next payments with us.
            ...(saveCard && { setup_future_usage: 'on_session' as const }),
          },
          { idempotencyKey },
        );
        return toIntent(pi);
      } catch (error) {
        // A decline is an answer, not a failure: the intent now carries last_payment_error.
        if (error instanceof Stripe.errors.StripeCardError) {
          return toIntent(await stripe.paymentIntents.retrieve(id, { expand }));
        }
        return refused(error);
      }
    },
    async retrieve(id) {
      return toIntent(await stripe.paymentIntents.retrieve(id, { expand }).catch(refused));
    },
    async refund({ intentId, amount, metadata, idempotencyKey }) {
      const refund = await stripe.refunds
        .create({ payment_intent: intentId, amount, metadata }, { idempotencyKey })
        .catch(refused);
      return { id: refund.id, status: refund.status ?? 'pending' };
    },
    verifyEvent: (rawBody, header) => verifyStripeFormatEvent(rawBody, header, settings.webhookSecret),
  };
}
