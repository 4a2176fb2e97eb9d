import type { CheckInFindBody, CheckInTicket } from '@linework/contract/checkin';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { checkInPath } from './check-in-lookup.ts';

/** By confirmation code or the pass of a QR code: secrets only the customer has. */
export const findCheckIn = (shopUrl: string, body: CheckInFindBody) =>
  api<CheckInTicket>(`${checkInPath(shopUrl)}/find`, { method: 'POST', body });

export const useFindCheckIn = (shopUrl: string) =>
  useMutation({ mutationFn: (body: CheckInFindBody) => findCheckIn(shopUrl, body) });
