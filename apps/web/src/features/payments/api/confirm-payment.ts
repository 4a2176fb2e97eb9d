import { confirmPayment as confirmEndpoint } from '@linework/contract/endpoints/payments';
import { callOnce } from '../../../lib/idempotency.ts';

/** Pays with the card form's payment method; a retry after no answer never charges twice. */
export const confirmPayment = (paymentId: string, paymentMethodId: string) =>
  callOnce(confirmEndpoint, { params: { paymentId }, body: { paymentMethodId } });
