import { endpoint } from './define.ts';

export const createRequest = endpoint('createRequest', 'POST', '/v1/shops/:shopUrl/requests');
export const listMyRequests = endpoint('listMyRequests', 'GET', '/v1/requests');
export const getRequest = endpoint('getRequest', 'GET', '/v1/requests/:requestId');
export const answerQuestion = endpoint('answerQuestion', 'POST', '/v1/requests/:requestId/answer');
/** Choosing one of the times a shop offered for a request. */
export const acceptOffer = endpoint('acceptOffer', 'POST', '/v1/appointments/:appointmentId/accept-offer');
