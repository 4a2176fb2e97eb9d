import { getPaymentConfig } from '@linework/contract/endpoints/payments';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api-client.ts';
import { paymentKeys } from '../../lib/query-keys.ts';

/** Which card form to show; it changes only with the server's configuration. */
export const paymentConfigQuery = () =>
  queryOptions({
    queryKey: paymentKeys.config(),
    queryFn: () => call(getPaymentConfig),
    staleTime: Number.POSITIVE_INFINITY,
  });
