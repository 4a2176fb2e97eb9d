import type { CheckInFindBody } from '@linework/contract/checkin';
import { findCheckIn as findEndpoint } from '@linework/contract/endpoints/checkin';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** By confirmation code or the pass of a QR code: secrets only the customer has. */
export const findCheckIn = (shopUrl: string, body: CheckInFindBody) =>
  call(findEndpoint, { params: { shopUrl }, body });

export const useFindCheckIn = (shopUrl: string) =>
  useMutation({ mutationFn: (body: CheckInFindBody) => findCheckIn(shopUrl, body) });
