import { api } from '../../../lib/api-client.ts';

/** A one-minute ticket for the live stream (EventSource cannot send the bearer token). */
export const getStreamTicket = () =>
  api<{ ticket: string; expiresAt: string }>('/v1/events/ticket', { method: 'POST', body: {} });
