import { getBusinessStreamTicket, openBusinessStream } from '@linework/contract/endpoints/staff-booking';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiBaseUrl } from '../../../config/env.ts';
import { call } from '../../../lib/api-client.ts';
import { type LiveState, openLiveChannel } from '../../../lib/live-channel.ts';
import { appointmentKeys } from './today-appointments.ts';

export type { LiveState } from '../../../lib/live-channel.ts';

/**
 * Keeps the shop's live stream open while a day or week is shown: any change of an appointment
 * (booked, paid, signed, checked in, moved, cancelled, by anyone) reads the appointments again.
 * The channel (`lib/live-channel.ts`, the chat's too) asks for a ticket on each connection and
 * reconnects after a drop; then this reads again what it may have missed.
 */
export function useBusinessLive(businessId: string): LiveState {
  const client = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  useEffect(() => {
    let connectedBefore = false;
    const refresh = () => void client.invalidateQueries({ queryKey: appointmentKeys.all(businessId) });
    return openLiveChannel({
      ticket: async () => (await call(getBusinessStreamTicket, { params: { businessId } })).ticket,
      url: (ticket) => `${apiBaseUrl}${openBusinessStream.path}?${new URLSearchParams({ ticket })}`,
      events: { appointment: refresh, reset: refresh },
      onReady: () => {
        // Changes made while the stream was down are read again now.
        if (connectedBefore) refresh();
        connectedBefore = true;
      },
      onState: setState,
    });
  }, [businessId, client]);
  return state;
}
