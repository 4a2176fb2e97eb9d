import type { CreatePaymentBody, PaymentView } from '@linework/contract/payments';
import { api } from '../../../lib/api-client.ts';

/** Starts (or finds) the payment of an appointment's deposit or balance; the key makes a retry harmless. */
export const createPayment = (body: CreatePaymentBody, idempotencyKey: string) =>
  api<PaymentView>('/v1/payments', { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
