import type { PaymentView } from '@linework/contract/payments';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const paymentQuery = (id: string) =>
  queryOptions({
    queryKey: ['payments', id],
    queryFn: () => api<PaymentView>(`/v1/payments/${encodeURIComponent(id)}`),
  });
