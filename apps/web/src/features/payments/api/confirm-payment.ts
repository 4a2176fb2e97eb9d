import { confirmPayment as confirmEndpoint } from '@linework/contract/endpoints/payments';
import { call } from '../../../lib/api-client.ts';

/** Pays with the card form's payment method; one key per attempt, so a retried request never charges twice. */
export const confirmPayment = (paymentId: string, paymentMethodId: string, idempotencyKey: string) =>
  call(confirmEndpoint, {
    params: { paymentId },
    body: { paymentMethodId },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
