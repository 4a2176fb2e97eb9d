import { createShopProject, listShopProjects } from '@linework/contract/endpoints/projects';
import type { CreateProjectBody, ProjectState } from '@linework/contract/projects';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { studioKeys } from '../../../lib/query-keys.ts';

// The studio's projects: every tattoo of several sessions of the shop (an artist's own), and quoting one.

const keys = {
  all: (businessId: string) => [...studioKeys.business(businessId), 'projects'] as const,
  list: (businessId: string, q: object) => [...keys.all(businessId), 'list', q] as const,
};

export const shopProjectsQuery = (businessId: string, q: { artistId?: string; state?: ProjectState }) =>
  queryOptions({
    queryKey: keys.list(businessId, q),
    queryFn: () => call(listShopProjects, { params: { businessId }, query: q }),
  });

export const useShopProjects = (businessId: string, q: { artistId?: string; state?: ProjectState } = {}) =>
  useQuery(shopProjectsQuery(businessId, q));

export function useCreateProject(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { body: CreateProjectBody; key: string }) =>
      call(createShopProject, {
        params: { businessId },
        body: input.body,
        headers: { 'idempotency-key': input.key },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all(businessId) }),
  });
}
