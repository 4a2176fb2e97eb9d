import type { CreateWalkInBody } from '@linework/contract/checkin';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const createWalkIn = (shopUrl: string, body: CreateWalkInBody) =>
  api<{ id: string; name: string; createdAt: string }>(`/v1/shops/${encodeURIComponent(shopUrl)}/walk-ins`, {
    method: 'POST',
    body,
  });

export const useCreateWalkIn = (shopUrl: string) =>
  useMutation({ mutationFn: (body: CreateWalkInBody) => createWalkIn(shopUrl, body) });
