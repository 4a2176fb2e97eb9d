import { claimDropItem as claimEndpoint } from '@linework/contract/endpoints/flash';
import { call } from '../../../lib/api-client.ts';

/** Claims one design of an open drop for the signed-in customer. */
export const claimDropItem = (dropId: string, dropItemId: string) =>
  call(claimEndpoint, { params: { dropId }, body: { dropItemId } });
