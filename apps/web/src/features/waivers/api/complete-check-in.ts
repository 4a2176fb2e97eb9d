import type { CheckedIn } from '@linework/contract/checkin';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { checkInPath } from './check-in-lookup.ts';

export const completeCheckIn = (shopUrl: string, ticket: string) =>
  api<CheckedIn>(`${checkInPath(shopUrl)}/tickets/${encodeURIComponent(ticket)}/complete`, {
    method: 'POST',
    body: {},
  });

export const useCompleteCheckIn = (shopUrl: string) =>
  useMutation({ mutationFn: (ticket: string) => completeCheckIn(shopUrl, ticket) });
