import type { PaymentConfig } from '@linework/contract/payments';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Which card form to show; it changes only with the server's configuration. */
export const paymentConfigQuery = () =>
  queryOptions({
    queryKey: ['payments', 'config'],
    queryFn: () => api<PaymentConfig>('/v1/payments/config'),
    staleTime: Number.POSITIVE_INFINITY,
  });
