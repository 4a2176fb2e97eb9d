import { completeCheckIn as completeEndpoint } from '@linework/contract/endpoints/checkin';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const completeCheckIn = (shopUrl: string, ticket: string) =>
  call(completeEndpoint, { params: { shopUrl, ticket } });

export const useCompleteCheckIn = (shopUrl: string) =>
  useMutation({ mutationFn: (ticket: string) => completeCheckIn(shopUrl, ticket) });
