import { getPayment } from '@linework/contract/endpoints/payments';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { paymentKeys } from '../../../lib/query-keys.ts';

export const paymentQuery = (paymentId: string) =>
  queryOptions({
    queryKey: paymentKeys.detail(paymentId),
    queryFn: () => call(getPayment, { params: { paymentId } }),
  });
