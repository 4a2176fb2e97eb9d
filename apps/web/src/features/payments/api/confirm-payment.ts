import { confirmPayment as confirmEndpoint } from '@linework/contract/endpoints/payments';
import { callOnce } from '../../../lib/idempotency.ts';

/** How the customer pays: the card form's new payment method (kept for next time if asked), or a saved card. */
export type PayWith = { paymentMethodId: string; saveCard: boolean } | { savedCardId: string };

/** Pays with a new card or a saved one; a retry after no answer never charges twice. */
export const confirmPayment = (paymentId: string, body: PayWith) =>
  callOnce(confirmEndpoint, { params: { paymentId }, body });
