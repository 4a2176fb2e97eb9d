import type { ReceiptView } from '@linework/contract/payments';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The receipt for its signed-in payer, or for anyone with the key from the receipt email. */
export const receiptQuery = (paymentId: string, key: string | null) =>
  queryOptions({
    queryKey: ['receipts', paymentId, key],
    queryFn: () =>
      api<ReceiptView>(
        `/v1/payments/${encodeURIComponent(paymentId)}/receipt${key ? `?key=${encodeURIComponent(key)}` : ''}`,
      ),
  });
