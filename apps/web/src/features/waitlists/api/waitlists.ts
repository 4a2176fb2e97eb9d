import {
  acceptWaitlistOffer,
  getWaitlistOffer,
  joinWaitlist,
  leaveWaitlistByToken,
} from '@linework/contract/endpoints/waitlists';
import type { JoinWaitlistBody } from '@linework/contract/waitlists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { appointmentKeys } from '../../../lib/query-keys.ts';
import { waitlistKeys } from '../../../lib/waitlists.ts';

// The waitlists of the customer and of the studio (issue 29).

export function useJoinWaitlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinWaitlistBody) => call(joinWaitlist, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: waitlistKeys.mine() }),
  });
}

export const useLeaveByToken = () =>
  useMutation({ mutationFn: (token: string) => call(leaveWaitlistByToken, { body: { token } }) });

export const useWaitlistOffer = (offerId: string, enabled: boolean) =>
  useQuery({
    queryKey: waitlistKeys.offer(offerId),
    queryFn: () => call(getWaitlistOffer, { params: { offerId } }),
    enabled,
  });

export function useAcceptOffer(offerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(acceptWaitlistOffer, { params: { offerId } }),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: waitlistKeys.all });
      await client.invalidateQueries({ queryKey: appointmentKeys.all });
    },
  });
}
