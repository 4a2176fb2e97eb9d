import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { checkInPath } from './check-in-lookup.ts';

export const openCheckInWaiver = (shopUrl: string, ticket: string) =>
  api<{ sessionId: string }>(`${checkInPath(shopUrl)}/tickets/${encodeURIComponent(ticket)}/waiver-session`, {
    method: 'POST',
    body: {},
  });

export const useOpenCheckInWaiver = (shopUrl: string) =>
  useMutation({ mutationFn: (ticket: string) => openCheckInWaiver(shopUrl, ticket) });
