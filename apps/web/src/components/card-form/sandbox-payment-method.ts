import type { SandboxCardBody } from '@linework/contract/payments';
import { apiBaseUrl } from '../../config/env.ts';
import { ApiError } from '../../lib/api-client.ts';

/**
 * Sends the typed card to the payment sandbox, which stands where Stripe.js would: the card never
 * goes to our /v1 API, and the answer is a payment method id (the sandbox keeps brand and last four).
 * Not through the API client on purpose: the processor gets no sign-in token of ours.
 */
export async function createSandboxPaymentMethod(card: SandboxCardBody): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${apiBaseUrl}/sandbox/v1/payment_methods`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(card),
    });
  } catch {
    throw new ApiError(
      0,
      'NETWORK',
      'We could not reach the card processor. Check your connection and try again.',
    );
  }
  const json = (await res.json().catch(() => ({}))) as {
    result?: { id: string };
    error?: { code: string; message: string; details?: { fields?: Record<string, string> } };
  };
  if (!res.ok || !json.result) {
    throw new ApiError(
      res.status,
      json.error?.code ?? `HTTP_${res.status}`,
      json.error?.message ?? 'The card could not be read.',
      json.error?.details,
    );
  }
  return json.result.id;
}
