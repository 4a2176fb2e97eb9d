import type { AppointmentView } from '@linework/contract/appointments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { appointmentQuery } from './get-appointment.ts';

/** Chooses one of the offered times; the answer is the appointment that now holds it. */
export const acceptOffer = (appointmentId: string, start: string) =>
  api<AppointmentView>(`/v1/appointments/${encodeURIComponent(appointmentId)}/accept-offer`, {
    method: 'POST',
    body: { start },
  });

export function useAcceptOffer(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (start: string) => acceptOffer(appointmentId, start),
    onSuccess: async (appointment) => {
      queryClient.setQueryData(appointmentQuery(appointment.id).queryKey, appointment);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['appointments'] }),
        queryClient.invalidateQueries({ queryKey: ['requests'] }),
        queryClient.invalidateQueries({ queryKey: ['availability'] }),
      ]);
    },
    // A lost race or a run-out offer: show the page as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: appointmentQuery(appointmentId).queryKey }),
  });
}
