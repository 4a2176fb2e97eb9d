import { endpoint } from './define.ts';

export const createSubscription = endpoint('createSubscription', 'POST', '/v1/subscriptions');
/** Opening the confirmation link confirms; doing it twice changes nothing, so it is a GET. */
export const confirmSubscription = endpoint('confirmSubscription', 'GET', '/v1/subscriptions/confirm');
export const getSubscriptionByToken = endpoint('getSubscriptionByToken', 'GET', '/v1/subscriptions/by-token');
export const updatePreferences = endpoint('updatePreferences', 'POST', '/v1/subscriptions/preferences');
export const unsubscribe = endpoint('unsubscribe', 'POST', '/v1/unsubscribe');
export const listMySubscriptions = endpoint('listMySubscriptions', 'GET', '/v1/me/subscriptions');
export const updateMySubscription = endpoint(
  'updateMySubscription',
  'PATCH',
  '/v1/me/subscriptions/:subscriptionId',
);

// A shop's announcements to its followers.
export const postAnnouncement = endpoint(
  'postAnnouncement',
  'POST',
  '/v1/business/:businessId/announcements',
);
export const listAnnouncements = endpoint(
  'listAnnouncements',
  'GET',
  '/v1/business/:businessId/announcements',
);
export const getAnnouncementReach = endpoint(
  'getAnnouncementReach',
  'GET',
  '/v1/business/:businessId/announcements/reach',
);
export const previewAnnouncement = endpoint(
  'previewAnnouncement',
  'POST',
  '/v1/business/:businessId/announcements/preview',
);
