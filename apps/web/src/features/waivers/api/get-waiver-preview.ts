import { getWaiverPreview as getPreviewEndpoint } from '@linework/contract/endpoints/waivers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { waiverKeys } from '../../../lib/query-keys.ts';

export const getWaiverPreview = (shopUrl: string) => call(getPreviewEndpoint, { params: { shopUrl } });

export const waiverPreviewQuery = (shopUrl: string) =>
  queryOptions({ queryKey: waiverKeys.preview(shopUrl), queryFn: () => getWaiverPreview(shopUrl) });

export const useWaiverPreview = (shopUrl: string) => useQuery(waiverPreviewQuery(shopUrl));
