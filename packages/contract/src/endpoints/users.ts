import { endpoint } from './define.ts';

export const getMe = endpoint('getMe', 'GET', '/v1/users/me');
