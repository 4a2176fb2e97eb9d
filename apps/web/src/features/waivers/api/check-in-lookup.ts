import type { CheckInLookupBody } from '@linework/contract/checkin';
import { startCheckInLookup as startEndpoint } from '@linework/contract/endpoints/checkin';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Always answers the same: if there is an appointment today, its customer gets a code by email. */
export const startCheckInLookup = (shopUrl: string, body: CheckInLookupBody) =>
  call(startEndpoint, { params: { shopUrl }, body });

export const useStartCheckInLookup = (shopUrl: string) =>
  useMutation({ mutationFn: (body: CheckInLookupBody) => startCheckInLookup(shopUrl, body) });
