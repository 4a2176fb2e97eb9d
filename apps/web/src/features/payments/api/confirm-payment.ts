import type { ConfirmOutcome } from '@linework/contract/payments';
import { api } from '../../../lib/api-client.ts';

/** Pays with the card form's payment method; one key per attempt, so a retried request never charges twice. */
export const confirmPayment = (paymentId: string, paymentMethodId: string, idempotencyKey: string) =>
  api<ConfirmOutcome>(`/v1/payments/${encodeURIComponent(paymentId)}/confirm`, {
    method: 'POST',
    body: { paymentMethodId },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
