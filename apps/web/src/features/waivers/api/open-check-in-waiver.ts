import { openCheckInWaiver as openEndpoint } from '@linework/contract/endpoints/checkin';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const openCheckInWaiver = (shopUrl: string, ticket: string) =>
  call(openEndpoint, { params: { shopUrl, ticket } });

export const useOpenCheckInWaiver = (shopUrl: string) =>
  useMutation({ mutationFn: (ticket: string) => openCheckInWaiver(shopUrl, ticket) });
