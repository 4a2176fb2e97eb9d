import type { CreatedWaiverSession } from '@linework/contract/waivers';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The waiver session of my appointment: the open one, or a new one that keeps earlier answers. */
export const startWaiverSession = (appointmentId: string) =>
  api<CreatedWaiverSession>(`/v1/appointments/${encodeURIComponent(appointmentId)}/waiver-session`, {
    method: 'POST',
    body: {},
  });

export const useStartWaiverSession = () => useMutation({ mutationFn: startWaiverSession });
