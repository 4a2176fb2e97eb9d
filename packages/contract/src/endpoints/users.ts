import { endpoint } from './define.ts';

export const getMe = endpoint('getMe', 'GET', '/v1/users/me');
export const updateMe = endpoint('updateMe', 'PATCH', '/v1/users/me');
