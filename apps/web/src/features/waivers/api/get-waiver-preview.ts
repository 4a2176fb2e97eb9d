import type { WaiverPreview } from '@linework/contract/waivers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getWaiverPreview = (shopUrl: string) =>
  api<WaiverPreview>(`/v1/shops/${encodeURIComponent(shopUrl)}/waiver`);

export const waiverPreviewQuery = (shopUrl: string) =>
  queryOptions({ queryKey: ['waiver-preview', shopUrl], queryFn: () => getWaiverPreview(shopUrl) });

export const useWaiverPreview = (shopUrl: string) => useQuery(waiverPreviewQuery(shopUrl));
