import { endpoint } from './define.ts';

// The public flash sheet of an artist at a shop, and of the whole shop.
export const getShopFlash = endpoint('getShopFlash', 'GET', '/v1/shops/:shopUrl/flash');
export const getArtistFlash = endpoint('getArtistFlash', 'GET', '/v1/shops/:shopUrl/flash/artists/:artistId');

// Drops: the page every customer reads, and a signed-in customer's claim of one design.
export const getDrop = endpoint('getDrop', 'GET', '/v1/drops/:dropId');
/** Live stock for the open drop pages: cheap, briefly cached. */
export const getDropStock = endpoint('getDropStock', 'GET', '/v1/drops/:dropId/stock');
export const claimDropItem = endpoint('claimDropItem', 'POST', '/v1/drops/:dropId/claims');

// The studio's flash and drops.
const business = '/v1/business/:businessId' as const;
export const listFlashDesigns = endpoint('listFlashDesigns', 'GET', `${business}/flash`);
export const createFlashDesign = endpoint('createFlashDesign', 'POST', `${business}/flash`);
export const removeFlashDesign = endpoint('removeFlashDesign', 'DELETE', `${business}/flash/:designId`);
export const listDrops = endpoint('listDrops', 'GET', `${business}/drops`);
export const createDrop = endpoint('createDrop', 'POST', `${business}/drops`);
export const updateFlashDesign = endpoint('updateFlashDesign', 'PATCH', `${business}/flash/:designId`);
export const updateDrop = endpoint('updateDrop', 'PATCH', `${business}/drops/:dropId`);
export const cancelDrop = endpoint('cancelDrop', 'POST', `${business}/drops/:dropId/cancel`);
export const getDropSales = endpoint('getDropSales', 'GET', `${business}/drops/:dropId/sales`);
