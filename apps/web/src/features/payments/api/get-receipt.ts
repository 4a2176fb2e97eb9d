import { getReceipt } from '@linework/contract/endpoints/payments';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { paymentKeys } from '../../../lib/query-keys.ts';

/** The receipt for its signed-in payer, or for anyone with the key from the receipt email. */
export const receiptQuery = (paymentId: string, key: string | null) =>
  queryOptions({
    queryKey: paymentKeys.receipt(paymentId, key),
    queryFn: () => call(getReceipt, { params: { paymentId }, query: { key: key ?? undefined } }),
  });
