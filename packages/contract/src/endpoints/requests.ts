import { endpoint } from './define.ts';

export const createRequest = endpoint('createRequest', 'POST', '/v1/shops/:shopUrl/requests');
export const listMyRequests = endpoint('listMyRequests', 'GET', '/v1/requests');
export const getRequest = endpoint('getRequest', 'GET', '/v1/requests/:requestId');
export const answerQuestion = endpoint('answerQuestion', 'POST', '/v1/requests/:requestId/answer');
/** Choosing one of the times a shop offered for a request. */
export const acceptOffer = endpoint('acceptOffer', 'POST', '/v1/appointments/:appointmentId/accept-offer');

// The shop's answers (owners and staff).
const shopRequest = '/v1/business/:businessId/requests/:requestId' as const;
export const listShopRequests = endpoint('listShopRequests', 'GET', '/v1/business/:businessId/requests');
export const getShopRequest = endpoint('getShopRequest', 'GET', shopRequest);
export const askQuestion = endpoint('askQuestion', 'POST', `${shopRequest}/question`);
export const declineRequest = endpoint('declineRequest', 'POST', `${shopRequest}/decline`);
export const offerTimes = endpoint('offerTimes', 'POST', `${shopRequest}/offer`);

// Books open with a cap (issue 29): the window in effect for an artist at a shop, and the studio's.
export const getArtistBooks = endpoint('getArtistBooks', 'GET', '/v1/shops/:shopUrl/artists/:artistId/books');
const booksWindows = '/v1/business/:businessId/books-windows' as const;
export const listBooksWindows = endpoint('listBooksWindows', 'GET', booksWindows);
export const openBooksWindow = endpoint('openBooksWindow', 'POST', booksWindows);
export const closeBooksWindow = endpoint('closeBooksWindow', 'POST', `${booksWindows}/:windowId/close`);
