import type { Availability } from '@linework/contract/appointments';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const availabilityQuery = (p: {
  shopUrl: string;
  artistId: string;
  serviceId: string;
  from?: string;
}) =>
  queryOptions({
    queryKey: ['availability', p],
    queryFn: () =>
      api<Availability>(
        `/v1/availability?${new URLSearchParams(Object.entries(p).filter(([, v]) => v) as [string, string][])}`,
      ),
    // Free times change as others book: never trust a copy older than a minute.
    staleTime: 60_000,
  });
