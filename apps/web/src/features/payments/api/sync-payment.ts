import type { PaymentView } from '@linework/contract/payments';
import { api } from '../../../lib/api-client.ts';

/** After 3-D Secure: our API asks the provider where the payment stands (the URL is only a hint). */
export const syncPayment = (paymentId: string) =>
  api<PaymentView>(`/v1/payments/${encodeURIComponent(paymentId)}/sync`, { method: 'POST', body: {} });
