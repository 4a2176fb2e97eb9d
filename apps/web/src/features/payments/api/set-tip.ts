import { setTip as setTipEndpoint } from '@linework/contract/endpoints/payments';
import type { TipChoice } from '@linework/contract/payments';
import { call } from '../../../lib/api-client.ts';

/** The server recomputes the tip and the total; the page shows what it answers. */
export const setTip = (paymentId: string, tip: TipChoice | null) =>
  call(setTipEndpoint, { params: { paymentId }, body: { tip } });
