import { getRequest as getEndpoint } from '@linework/contract/endpoints/requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { requestKeys } from '../../../lib/query-keys.ts';

export const getRequest = (requestId: string) => call(getEndpoint, { params: { requestId } });

export const requestQuery = (id: string) =>
  queryOptions({ queryKey: requestKeys.detail(id), queryFn: () => getRequest(id) });

export const useRequest = (id: string, enabled = true) => useQuery({ ...requestQuery(id), enabled });
