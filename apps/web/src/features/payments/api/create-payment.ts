import { createPayment as createEndpoint } from '@linework/contract/endpoints/payments';
import type { CreatePaymentBody } from '@linework/contract/payments';
import { callOnce } from '../../../lib/idempotency.ts';

/** Starts (or finds) the payment of an appointment's deposit or balance; the key makes a retry harmless. */
export const createPayment = (body: CreatePaymentBody) => callOnce(createEndpoint, { body });
