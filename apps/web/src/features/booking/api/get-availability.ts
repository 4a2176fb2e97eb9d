import { getAvailability } from '@linework/contract/endpoints/appointments';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { availabilityKeys } from '../../../lib/query-keys.ts';

export const availabilityQuery = (p: {
  shopUrl: string;
  artistId: string;
  serviceId: string;
  from?: string;
  /** A flash size: free times for its length (issue 29). */
  flashSizeId?: string;
}) =>
  queryOptions({
    queryKey: availabilityKeys.slots(p),
    queryFn: () => call(getAvailability, { query: p }),
    // Free times change as others book: never trust a copy older than a minute.
    staleTime: 60_000,
  });
