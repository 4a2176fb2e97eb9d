import { endpoint } from './define.ts';

export const search = endpoint('search', 'GET', '/v1/search');
export const getArtist = endpoint('getArtist', 'GET', '/v1/artists/:urlPath');
export const getShop = endpoint('getShop', 'GET', '/v1/shops/:shopUrl');
export const getArtistInShop = endpoint('getArtistInShop', 'GET', '/v1/shops/:shopUrl/artists/:artistUrl');
export const getService = endpoint('getService', 'GET', '/v1/shops/:shopUrl/services/:serviceId');
export const getArtistFreeTimes = endpoint('getArtistFreeTimes', 'GET', '/v1/availability/artists/:urlPath');
export const listArtistReviews = endpoint('listArtistReviews', 'GET', '/v1/artists/:urlPath/reviews');
export const listShopPublicReviews = endpoint('listShopPublicReviews', 'GET', '/v1/shops/:shopUrl/reviews');

// A shop's own profile, artists and services (owners and staff; an artist edits only themselves).
const business = '/v1/business/:businessId' as const;
export const updateShop = endpoint('updateShop', 'PATCH', `${business}/shop`);
export const createArtist = endpoint('createArtist', 'POST', `${business}/artists`);
export const updateArtist = endpoint('updateArtist', 'PATCH', `${business}/artists/:artistId`);
export const addPortfolioImage = endpoint(
  'addPortfolioImage',
  'POST',
  `${business}/artists/:artistId/portfolio`,
);
export const removePortfolioImage = endpoint(
  'removePortfolioImage',
  'DELETE',
  `${business}/artists/:artistId/portfolio/:imageId`,
);
export const createService = endpoint('createService', 'POST', `${business}/services`);
export const updateService = endpoint('updateService', 'PATCH', `${business}/services/:serviceId`);
export const deactivateService = endpoint('deactivateService', 'DELETE', `${business}/services/:serviceId`);
