import { providerEvent } from '@linework/contract/payments';
import Stripe from 'stripe';
import type { z } from 'zod';

// The payment port: what our payments need from a card processor. Two adapters answer it, the
// embedded sandbox (default) and Stripe; both speak in Stripe's terms, so the rest of the code
// never asks which one it has.

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export type ProviderIntent = {
  id: string;
  status: IntentStatus;
  /** Minor units. */
  amount: number;
  /** Upper case, ISO 4217. */
  currency: string;
  metadata: Record<string, string>;
  card: { brand: string; last4: string } | null;
  /** The payment method charged (Stripe's `pm_…`): what a saved card is kept as. */
  paymentMethodId: string | null;
  lastError: { code: string; declineCode: string | null; message: string } | null;
  /** Where to send the card holder for 3-D Secure, while the status is requires_action. */
  nextActionUrl: string | null;
};

export type ProviderRefund = { id: string; status: 'pending' | 'succeeded' | 'failed' | 'canceled' | string };

export type ProviderEvent = z.infer<typeof providerEvent>;

export interface PaymentProvider {
  readonly kind: 'sandbox' | 'stripe';
  createIntent(input: {
    amount: number;
    currency: string;
    description: string;
    metadata: Record<string, string>;
    /** The provider's customer (Stripe's Customer) the payment is for: its saved cards can pay it. */
    customerId?: string;
    idempotencyKey: string;
  }): Promise<ProviderIntent>;
  /** A customer record at the provider, which saved cards belong to. */
  createCustomer(input: { email: string; idempotencyKey: string }): Promise<string>;
  updateAmount(intentId: string, amount: number, idempotencyKey: string): Promise<ProviderIntent>;
  /** Charges the card; a decline comes back as the intent with `lastError`, not as an exception. */
  confirm(
    intentId: string,
    input: {
      paymentMethodId: string;
      returnUrl: string;
      idempotencyKey: string;
      /** Save the card to the intent's customer once charged (Stripe's setup_future_usage: on_session). */
      saveCard?: boolean;
    },
  ): Promise<ProviderIntent>;
  retrieve(intentId: string): Promise<ProviderIntent>;
  refund(input: {
    intentId: string;
    amount: number;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<ProviderRefund>;
  /** Checks the signature on the exact bytes received; throws WebhookSignatureError when it does not match. */
  verifyEvent(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent;
}

/** The provider refused the request itself (not the card): a bad amount, a state that does not allow it. */
export class ProviderRequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class WebhookSignatureError extends Error {}

/**
 * Verifies a Stripe-format signature header (`t=…,v1=…`) with the SDK's own check, then reads the
 * event with our schema. The sandbox signs its events the same way, so one check serves both.
 */
export function verifyStripeFormatEvent(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
): ProviderEvent {
  if (!header) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, header, secret);
  } catch (error) {
    throw new WebhookSignatureError((error as Error).message);
  }
  const parsed = providerEvent.safeParse(event);
  if (!parsed.success) throw new WebhookSignatureError('The event is signed but not an event.');
  return parsed.data;
}
