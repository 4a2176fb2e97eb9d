import { getDrop, getDropStock } from '@linework/contract/endpoints/flash';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const dropKeys = {
  drop: (dropId: string) => ['drops', dropId] as const,
  stock: (dropId: string) => ['drops', dropId, 'stock'] as const,
};

/** The drop: its designs with their pictures, sizes and prices, read once per visit. */
export const dropQuery = (dropId: string) =>
  queryOptions({
    queryKey: dropKeys.drop(dropId),
    queryFn: () => call(getDrop, { params: { dropId } }),
    staleTime: 60_000,
  });

/**
 * What is left of each design, asked again every few seconds while the page is open (the server
 * answers hundreds of pages from one read a second), and each second in the last minute before the
 * opening so the Claim buttons wake on time.
 */
export const dropStockQuery = (dropId: string, every: number) =>
  queryOptions({
    queryKey: dropKeys.stock(dropId),
    queryFn: () => call(getDropStock, { params: { dropId } }),
    refetchInterval: every,
    refetchIntervalInBackground: false,
  });
