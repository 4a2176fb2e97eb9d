import { endpoint } from './define.ts';

// A customer's waitlists: join, list, leave (signed in, or by the token of any message), and offers.
export const joinWaitlist = endpoint('joinWaitlist', 'POST', '/v1/waitlist/entries');
export const listMyWaitlists = endpoint('listMyWaitlists', 'GET', '/v1/waitlist/entries');
export const leaveWaitlist = endpoint('leaveWaitlist', 'DELETE', '/v1/waitlist/entries/:entryId');
export const leaveWaitlistByToken = endpoint('leaveWaitlistByToken', 'POST', '/v1/waitlist/leave');
export const getWaitlistOffer = endpoint('getWaitlistOffer', 'GET', '/v1/waitlist/offers/:offerId');
export const acceptWaitlistOffer = endpoint(
  'acceptWaitlistOffer',
  'POST',
  '/v1/waitlist/offers/:offerId/accept',
);

// The studio's waitlist per artist and the shop's setting.
const business = '/v1/business/:businessId' as const;
export const listShopWaitlist = endpoint('listShopWaitlist', 'GET', `${business}/waitlist`);
export const updateWaitlistSettings = endpoint(
  'updateWaitlistSettings',
  'PUT',
  `${business}/waitlist/settings`,
);
