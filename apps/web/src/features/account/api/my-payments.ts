import { listMyPayments } from '@linework/contract/endpoints/payments';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { paymentKeys } from '../../../lib/query-keys.ts';

/** What the customer paid, newest first, a page at a time. */
export const myPaymentsQuery = () =>
  infiniteQueryOptions({
    queryKey: paymentKeys.mine(),
    queryFn: ({ pageParam }) => call(listMyPayments, { query: { page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });

export const useMyPayments = () => useInfiniteQuery(myPaymentsQuery());
