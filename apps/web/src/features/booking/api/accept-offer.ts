import { acceptOffer as acceptOfferEndpoint } from '@linework/contract/endpoints/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { appointmentKeys, availabilityKeys, requestKeys } from '../../../lib/query-keys.ts';
import { appointmentQuery } from './get-appointment.ts';

/** Chooses one of the offered times; the answer is the appointment that now holds it. */
export const acceptOffer = (appointmentId: string, start: string) =>
  call(acceptOfferEndpoint, { params: { appointmentId }, body: { start } });

export function useAcceptOffer(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (start: string) => acceptOffer(appointmentId, start),
    onSuccess: async (appointment) => {
      queryClient.setQueryData(appointmentQuery(appointment.id).queryKey, appointment);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: requestKeys.all }),
        queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
      ]);
    },
    // A lost race or a run-out offer: show the page as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: appointmentQuery(appointmentId).queryKey }),
  });
}
