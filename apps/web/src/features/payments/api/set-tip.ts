import type { PaymentView, TipChoice } from '@linework/contract/payments';
import { api } from '../../../lib/api-client.ts';

/** The server recomputes the tip and the total; the page shows what it answers. */
export const setTip = (paymentId: string, tip: TipChoice | null) =>
  api<PaymentView>(`/v1/payments/${encodeURIComponent(paymentId)}/tip`, { method: 'PUT', body: { tip } });
