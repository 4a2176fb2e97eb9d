import type { RequestView } from '@linework/contract/requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getRequest = (id: string) => api<RequestView>(`/v1/requests/${encodeURIComponent(id)}`);

export const requestQuery = (id: string) =>
  queryOptions({ queryKey: ['requests', id], queryFn: () => getRequest(id) });

export const useRequest = (id: string, enabled = true) => useQuery({ ...requestQuery(id), enabled });
