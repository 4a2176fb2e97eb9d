import type { CreateWalkInBody } from '@linework/contract/checkin';
import { createWalkIn as createEndpoint } from '@linework/contract/endpoints/checkin';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const createWalkIn = (shopUrl: string, body: CreateWalkInBody) =>
  call(createEndpoint, { params: { shopUrl }, body });

export const useCreateWalkIn = (shopUrl: string) =>
  useMutation({ mutationFn: (body: CreateWalkInBody) => createWalkIn(shopUrl, body) });
