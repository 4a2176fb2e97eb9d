import { createPayment as createEndpoint } from '@linework/contract/endpoints/payments';
import type { CreatePaymentBody } from '@linework/contract/payments';
import { call } from '../../../lib/api-client.ts';

/** Starts (or finds) the payment of an appointment's deposit or balance; the key makes a retry harmless. */
export const createPayment = (body: CreatePaymentBody, idempotencyKey: string) =>
  call(createEndpoint, { body, headers: { 'Idempotency-Key': idempotencyKey } });
