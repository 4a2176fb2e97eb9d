import {
  acceptProjectQuote,
  bookProjectSession,
  getProjectFreeTimes,
  listMyProjects,
} from '@linework/contract/endpoints/projects';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { appointmentKeys, projectKeys } from '../../../lib/query-keys.ts';

// The customer's projects: the list, one project, its next session's free times, accept and book.

export const myProjectsQuery = () =>
  queryOptions({ queryKey: projectKeys.mine(), queryFn: () => call(listMyProjects) });
export const useMyProjects = () => useQuery(myProjectsQuery());

export const useProjectFreeTimes = (projectId: string, enabled: boolean) =>
  useQuery({
    queryKey: projectKeys.freeTimes(projectId),
    queryFn: () => call(getProjectFreeTimes, { params: { projectId } }),
    enabled,
  });

export function useAcceptQuote(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(acceptProjectQuote, { params: { projectId } }),
    onSuccess: (view) => client.setQueryData(projectKeys.detail(projectId), view),
  });
}

export function useBookSession(projectId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { start: string; key: string }) =>
      call(bookProjectSession, {
        params: { projectId },
        body: { start: input.start },
        headers: { 'idempotency-key': input.key },
      }),
    onSuccess: async (answer) => {
      client.setQueryData(projectKeys.detail(projectId), answer.project);
      await client.invalidateQueries({ queryKey: appointmentKeys.all });
      await client.invalidateQueries({ queryKey: projectKeys.freeTimes(projectId) });
    },
  });
}
