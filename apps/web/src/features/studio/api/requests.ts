import { getAvailability } from '@linework/contract/endpoints/appointments';
import {
  askQuestion,
  declineRequest,
  getShopRequest,
  listShopRequests,
  offerTimes,
} from '@linework/contract/endpoints/requests';
import type { CreateOfferBody, RequestStatus, ShopRequestView } from '@linework/contract/requests';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { shopQuery } from '../../../lib/catalog-queries.ts';
import { studioKeys } from '../../../lib/query-keys.ts';

// The studio's requests inbox: the shop's tattoo requests, one request, and the shop's answers.

const requestKeys = {
  all: (businessId: string) => [...studioKeys.business(businessId), 'requests'] as const,
  list: (businessId: string, status: RequestStatus | 'all') =>
    [...requestKeys.all(businessId), 'list', status] as const,
  detail: (businessId: string, requestId: string) =>
    [...requestKeys.all(businessId), 'detail', requestId] as const,
  freeTimes: (businessId: string, q: object) => [...requestKeys.all(businessId), 'free', q] as const,
};

export const shopRequestsQuery = (businessId: string, status: RequestStatus | 'all') =>
  queryOptions({
    queryKey: requestKeys.list(businessId, status),
    queryFn: () =>
      call(listShopRequests, {
        params: { businessId },
        query: status === 'all' ? {} : { status },
      }),
  });

export const useShopRequests = (businessId: string, status: RequestStatus | 'all') =>
  useQuery(shopRequestsQuery(businessId, status));

export const shopRequestQuery = (businessId: string, requestId: string) =>
  queryOptions({
    queryKey: requestKeys.detail(businessId, requestId),
    queryFn: () => call(getShopRequest, { params: { businessId, requestId } }),
  });

export const useShopRequest = (businessId: string, requestId: string) =>
  useQuery(shopRequestQuery(businessId, requestId));

/** Each answer returns the request as it now stands: shown at once, and the lists asked again. */
function useAnswer<Input>(
  businessId: string,
  requestId: string,
  send: (input: Input) => Promise<ShopRequestView>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (view) => {
      queryClient.setQueryData(requestKeys.detail(businessId, requestId), view);
      await queryClient.invalidateQueries({ queryKey: [...requestKeys.all(businessId), 'list'] });
    },
  });
}

export const useAskQuestion = (businessId: string, requestId: string) =>
  useAnswer(businessId, requestId, (question: string) =>
    call(askQuestion, { params: { businessId, requestId }, body: { question } }),
  );

export const useDeclineRequest = (businessId: string, requestId: string) =>
  useAnswer(businessId, requestId, (reason: string) =>
    call(declineRequest, { params: { businessId, requestId }, body: { reason } }),
  );

export function useOfferTimes(businessId: string, requestId: string) {
  const queryClient = useQueryClient();
  const answer = useAnswer(businessId, requestId, (body: CreateOfferBody) =>
    call(offerTimes, { params: { businessId, requestId }, body }),
  );
  return {
    ...answer,
    // The offered times are held now: the picker's free times are stale either way it went.
    mutateAsync: (body: CreateOfferBody) =>
      answer
        .mutateAsync(body)
        .finally(() => queryClient.invalidateQueries({ queryKey: [...requestKeys.all(businessId), 'free'] })),
  };
}

/** The shop's artists and services (with who does what, prices and deposits), as the server has them. */
export const useShopCatalogue = (shopUrl: string) => useQuery(shopQuery(shopUrl));

/** An artist's real free times for a service over a few days, from the same rules offers are checked by. */
export function useFreeTimes(
  businessId: string,
  q: { shopUrl: string; artistId: string; serviceId: string; from: string; to: string },
) {
  return useQuery({
    queryKey: requestKeys.freeTimes(businessId, q),
    queryFn: () => call(getAvailability, { query: q }),
    enabled: Boolean(q.artistId && q.serviceId),
    staleTime: 30_000,
  });
}
