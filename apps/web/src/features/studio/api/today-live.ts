import { getBusinessStreamTicket, openBusinessStream } from '@linework/contract/endpoints/staff-booking';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiBaseUrl } from '../../../config/env.ts';
import { call } from '../../../lib/api-client.ts';
import { appointmentKeys } from './today-appointments.ts';

export type LiveState = 'connecting' | 'live' | 'offline';

/**
 * Keeps the shop's live stream open while a day or week is shown: any change of an appointment
 * (booked, paid, signed, checked in, moved, cancelled, by anyone) reads the appointments again.
 * EventSource cannot send the bearer token, so each connection asks for a one-minute ticket first;
 * after a drop it reconnects with a new one and reads again what it may have missed.
 */
export function useBusinessLive(businessId: string): LiveState {
  const client = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  useEffect(() => {
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;
    let connectedBefore = false;
    const refresh = () => void client.invalidateQueries({ queryKey: appointmentKeys.all(businessId) });

    const retry = () => {
      source?.close();
      source = null;
      if (stopped) return;
      setState(navigator.onLine ? 'connecting' : 'offline');
      clearTimeout(timer);
      timer = setTimeout(connect, Math.min(1000 * 2 ** attempt++, 15_000));
    };

    async function connect() {
      if (stopped) return;
      let ticket: string;
      try {
        ticket = (await call(getBusinessStreamTicket, { params: { businessId } })).ticket;
      } catch {
        retry();
        return;
      }
      if (stopped) return;
      const es = new EventSource(
        `${apiBaseUrl}${openBusinessStream.path}?${new URLSearchParams({ ticket })}`,
      );
      source = es;
      es.addEventListener('appointment', refresh);
      es.addEventListener('reset', refresh);
      es.addEventListener('ready', () => {
        attempt = 0;
        setState('live');
        // Changes made while the stream was down are read again now.
        if (connectedBefore) refresh();
        connectedBefore = true;
      });
      // The browser would retry with the same (soon expired) ticket; reconnect with a fresh one.
      es.onerror = retry;
    }

    const online = () => {
      attempt = 0;
      retry();
    };
    const offline = () => setState('offline');
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [businessId, client]);
  return state;
}
