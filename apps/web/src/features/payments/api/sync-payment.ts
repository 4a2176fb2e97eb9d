import { syncPayment as syncEndpoint } from '@linework/contract/endpoints/payments';
import { call } from '../../../lib/api-client.ts';

/** After 3-D Secure: our API asks the provider where the payment stands (the URL is only a hint). */
export const syncPayment = (paymentId: string) => call(syncEndpoint, { params: { paymentId } });
