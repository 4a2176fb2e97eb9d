import { getMyProject } from '@linework/contract/endpoints/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client.ts';
import { projectKeys } from './query-keys.ts';

// One of the customer's projects: its page, and the appointment page of each of its sessions.

export const myProjectQuery = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.detail(projectId),
    queryFn: () => call(getMyProject, { params: { projectId } }),
  });
export const useMyProject = (projectId: string) => useQuery(myProjectQuery(projectId));
