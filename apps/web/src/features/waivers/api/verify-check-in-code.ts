import type { CheckInTicket } from '@linework/contract/checkin';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { checkInPath } from './check-in-lookup.ts';

export const verifyCheckInCode = (shopUrl: string, lookupId: string, code: string) =>
  api<CheckInTicket>(`${checkInPath(shopUrl)}/lookups/${encodeURIComponent(lookupId)}/verify`, {
    method: 'POST',
    body: { code },
  });

export const useVerifyCheckInCode = (shopUrl: string) =>
  useMutation({
    mutationFn: (input: { lookupId: string; code: string }) =>
      verifyCheckInCode(shopUrl, input.lookupId, input.code),
  });
