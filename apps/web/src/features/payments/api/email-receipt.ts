import { emailReceipt as emailEndpoint } from '@linework/contract/endpoints/payments';
import { call } from '../../../lib/api-client.ts';

export const emailReceipt = (paymentId: string, key: string | null) =>
  call(emailEndpoint, { params: { paymentId }, query: { key: key ?? undefined } });
