import {
  cancelShopProject,
  createShopProject,
  getProjectDefaults,
  getShopProject,
  listPastCustomers,
  listProjectBalances,
  listShopProjects,
  setProjectDefaults,
  updateShopProject,
} from '@linework/contract/endpoints/projects';
import type {
  CreateProjectBody,
  ProjectState,
  ShopProjectDefaults,
  UpdateProjectBody,
} from '@linework/contract/projects';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { studioKeys } from '../../../lib/query-keys.ts';

// The studio's projects: every tattoo of several sessions of the shop (an artist's own), quoting,
// changing and cancelling one, the shop's defaults for a new one, and open projects' balances.

const keys = {
  all: (businessId: string) => [...studioKeys.business(businessId), 'projects'] as const,
  list: (businessId: string, q: object) => [...keys.all(businessId), 'list', q] as const,
  one: (businessId: string, projectId: string) => [...keys.all(businessId), 'one', projectId] as const,
  balances: (businessId: string) => [...keys.all(businessId), 'balances'] as const,
  customers: (businessId: string, q: string) => [...keys.all(businessId), 'customers', q] as const,
  defaults: (businessId: string) => [...studioKeys.business(businessId), 'project-defaults'] as const,
};

export const shopProjectsQuery = (businessId: string, q: { artistId?: string; state?: ProjectState }) =>
  queryOptions({
    queryKey: keys.list(businessId, q),
    queryFn: () => call(listShopProjects, { params: { businessId }, query: q }),
  });

export const useShopProjects = (businessId: string, q: { artistId?: string; state?: ProjectState } = {}) =>
  useQuery(shopProjectsQuery(businessId, q));

export const useShopProject = (businessId: string, projectId: string) =>
  useQuery({
    queryKey: keys.one(businessId, projectId),
    queryFn: () => call(getShopProject, { params: { businessId, projectId } }),
  });

export const useProjectBalances = (businessId: string) =>
  useQuery({
    queryKey: keys.balances(businessId),
    queryFn: () => call(listProjectBalances, { params: { businessId } }),
  });

export const usePastCustomers = (businessId: string, q: string) =>
  useQuery({
    queryKey: keys.customers(businessId, q),
    queryFn: () => call(listPastCustomers, { params: { businessId }, query: q ? { q } : {} }),
    placeholderData: (previous) => previous,
  });

export const useProjectDefaults = (businessId: string) =>
  useQuery({
    queryKey: keys.defaults(businessId),
    queryFn: () => call(getProjectDefaults, { params: { businessId } }),
  });

export function useSetProjectDefaults(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopProjectDefaults) => call(setProjectDefaults, { params: { businessId }, body }),
    onSuccess: (saved) => client.setQueryData(keys.defaults(businessId), saved),
  });
}

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

export function useUpdateProject(businessId: string, projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProjectBody) =>
      call(updateShopProject, { params: { businessId, projectId }, body }),
    onSuccess: (view) => {
      client.setQueryData(keys.one(businessId, projectId), view);
      return client.invalidateQueries({ queryKey: keys.all(businessId) });
    },
  });
}

export function useCancelProject(businessId: string, projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(cancelShopProject, { params: { businessId, projectId } }),
    onSuccess: (view) => {
      client.setQueryData(keys.one(businessId, projectId), view);
      return client.invalidateQueries({ queryKey: keys.all(businessId) });
    },
  });
}
