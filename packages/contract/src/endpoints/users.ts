import { endpoint } from './define.ts';

export const getMe = endpoint('getMe', 'GET', '/v1/users/me');
export const updateMe = endpoint('updateMe', 'PATCH', '/v1/users/me');
export const deleteMe = endpoint('deleteMe', 'POST', '/v1/users/me/delete');
export const exportMe = endpoint('exportMe', 'GET', '/v1/users/me/export');
export const getNotificationPreferences = endpoint(
  'getNotificationPreferences',
  'GET',
  '/v1/users/me/notifications',
);
export const setNotificationPreferences = endpoint(
  'setNotificationPreferences',
  'PUT',
  '/v1/users/me/notifications',
);
export const listMyBusinesses = endpoint('listMyBusinesses', 'GET', '/v1/users/me/businesses');
