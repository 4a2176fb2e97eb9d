import { verifyCheckInCode as verifyEndpoint } from '@linework/contract/endpoints/checkin';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const verifyCheckInCode = (shopUrl: string, lookupId: string, code: string) =>
  call(verifyEndpoint, { params: { shopUrl, lookupId }, body: { code } });

export const useVerifyCheckInCode = (shopUrl: string) =>
  useMutation({
    mutationFn: (input: { lookupId: string; code: string }) =>
      verifyCheckInCode(shopUrl, input.lookupId, input.code),
  });
