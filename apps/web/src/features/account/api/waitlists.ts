import { leaveWaitlist, listMyWaitlists } from '@linework/contract/endpoints/waitlists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { waitlistKeys } from '../../../lib/waitlists.ts';

// The waitlists the customer is on (issue 29), and leaving one.

export const useMyWaitlists = () =>
  useQuery({ queryKey: waitlistKeys.mine(), queryFn: () => call(listMyWaitlists) });

export function useLeaveWaitlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => call(leaveWaitlist, { params: { entryId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: waitlistKeys.mine() }),
  });
}
