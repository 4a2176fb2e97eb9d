import { api } from '../../../lib/api-client.ts';

export const emailReceipt = (paymentId: string, key: string | null) =>
  api<{ sentTo: string }>(
    `/v1/payments/${encodeURIComponent(paymentId)}/receipt/email${key ? `?key=${encodeURIComponent(key)}` : ''}`,
    { method: 'POST', body: {} },
  );
