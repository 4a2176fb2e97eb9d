import type { RequestView } from '@linework/contract/requests';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** The signed-in customer's tattoo requests: the home page and the request screen share this key. */
export const myRequestsQuery = () =>
  queryOptions({
    queryKey: ['requests', 'mine'],
    queryFn: () => api<RequestView[]>('/v1/requests'),
  });
