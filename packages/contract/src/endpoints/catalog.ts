import { endpoint } from './define.ts';

export const search = endpoint('search', 'GET', '/v1/search');
export const getArtist = endpoint('getArtist', 'GET', '/v1/artists/:urlPath');
export const getShop = endpoint('getShop', 'GET', '/v1/shops/:shopUrl');
export const getArtistInShop = endpoint('getArtistInShop', 'GET', '/v1/shops/:shopUrl/artists/:artistUrl');
export const getService = endpoint('getService', 'GET', '/v1/shops/:shopUrl/services/:serviceId');
