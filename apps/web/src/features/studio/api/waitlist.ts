import { listShopWaitlist, updateWaitlistSettings } from '@linework/contract/endpoints/waitlists';
import type { WaitlistSettings } from '@linework/contract/waitlists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { waitlistKeys } from '../../../lib/waitlists.ts';

// The shop's waitlist per artist and its setting (issue 29).

export const useShopWaitlist = (businessId: string) =>
  useQuery({
    queryKey: waitlistKeys.shop(businessId),
    queryFn: () => call(listShopWaitlist, { params: { businessId } }),
  });

export function useUpdateWaitlistSettings(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WaitlistSettings) => call(updateWaitlistSettings, { params: { businessId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: waitlistKeys.shop(businessId) }),
  });
}
