import { startWaiverSession as startEndpoint } from '@linework/contract/endpoints/waivers';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** The waiver session of my appointment: the open one, or a new one that keeps earlier answers. */
export const startWaiverSession = (appointmentId: string) =>
  call(startEndpoint, { params: { appointmentId } });

export const useStartWaiverSession = () => useMutation({ mutationFn: startWaiverSession });
