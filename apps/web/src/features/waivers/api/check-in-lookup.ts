import type { CheckInLookupBody, CheckInLookupStarted } from '@linework/contract/checkin';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const checkInPath = (shopUrl: string) => `/v1/shops/${encodeURIComponent(shopUrl)}/check-in`;

/** Always answers the same: if there is an appointment today, its customer gets a code by email. */
export const startCheckInLookup = (shopUrl: string, body: CheckInLookupBody) =>
  api<CheckInLookupStarted>(`${checkInPath(shopUrl)}/lookups`, { method: 'POST', body });

export const useStartCheckInLookup = (shopUrl: string) =>
  useMutation({ mutationFn: (body: CheckInLookupBody) => startCheckInLookup(shopUrl, body) });
