import { endpoint } from './define.ts';

// Starting a business, publishing it, its team and the invitations that bring people onto it.
const business = '/v1/business/:businessId' as const;

export const createBusiness = endpoint('createBusiness', 'POST', '/v1/businesses');
export const checkShopUrl = endpoint('checkShopUrl', 'GET', '/v1/businesses/shop-url');
export const getBusinessShop = endpoint('getBusinessShop', 'GET', `${business}/shop`);
export const publishBusiness = endpoint('publishBusiness', 'POST', `${business}/publish`);
export const getBusinessArtist = endpoint('getBusinessArtist', 'GET', `${business}/artists/:artistId`);
export const reorderPortfolio = endpoint(
  'reorderPortfolio',
  'PUT',
  `${business}/artists/:artistId/portfolio/order`,
);
export const getTeam = endpoint('getTeam', 'GET', `${business}/team`);
export const inviteMember = endpoint('inviteMember', 'POST', `${business}/invitations`);
export const cancelInvitation = endpoint(
  'cancelInvitation',
  'DELETE',
  `${business}/invitations/:invitationId`,
);
export const changeMemberRole = endpoint('changeMemberRole', 'PATCH', `${business}/members/:memberId`);
export const removeMember = endpoint('removeMember', 'DELETE', `${business}/members/:memberId`);
export const getInvitation = endpoint('getInvitation', 'GET', '/v1/invitations/:token');
export const acceptInvitation = endpoint('acceptInvitation', 'POST', '/v1/invitations/:token/accept');

// What the studio tells each member (new bookings) and how they want to hear it.
export const listShopNotices = endpoint('listShopNotices', 'GET', `${business}/notices`);
export const markShopNoticesRead = endpoint('markShopNoticesRead', 'POST', `${business}/notices/read`);
export const getNoticePreferences = endpoint(
  'getNoticePreferences',
  'GET',
  `${business}/notices/preferences`,
);
export const setNoticePreferences = endpoint(
  'setNoticePreferences',
  'PUT',
  `${business}/notices/preferences`,
);

/** Address lookup for a new shop (places/ in the API): the pin, the time zone and the currency. */
export const searchPlaces = endpoint('searchPlaces', 'GET', '/v1/places');
