import { getMyProject } from '@linework/contract/endpoints/projects';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { projectKeys } from '../../../lib/query-keys.ts';

/** The project the shop quoted from a request (the same cache entry as the project's own page). */
export const useQuotedProject = (projectId: string) =>
  useQuery({
    queryKey: projectKeys.detail(projectId),
    queryFn: () => call(getMyProject, { params: { projectId } }),
  });
