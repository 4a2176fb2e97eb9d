import { listMyRequests } from '@linework/contract/endpoints/requests';
import { queryOptions } from '@tanstack/react-query';
import { call } from './api-client.ts';
import { requestKeys } from './query-keys.ts';

/** The signed-in customer's tattoo requests: the home page and the request screen share this key. */
export const myRequestsQuery = () =>
  queryOptions({
    queryKey: requestKeys.mine(),
    queryFn: () => call(listMyRequests),
  });
