import { endpoint } from './define.ts';

const checkIn = '/v1/shops/:shopUrl/check-in' as const;

export const getArrival = endpoint('getArrival', 'GET', '/v1/appointments/:appointmentId/arrival');
export const startCheckInLookup = endpoint('startCheckInLookup', 'POST', `${checkIn}/lookups`);
export const verifyCheckInCode = endpoint('verifyCheckInCode', 'POST', `${checkIn}/lookups/:lookupId/verify`);
export const findCheckIn = endpoint('findCheckIn', 'POST', `${checkIn}/find`);
export const getCheckInTicket = endpoint('getCheckInTicket', 'GET', `${checkIn}/tickets/:ticket`);
export const openCheckInWaiver = endpoint(
  'openCheckInWaiver',
  'POST',
  `${checkIn}/tickets/:ticket/waiver-session`,
);
export const completeCheckIn = endpoint('completeCheckIn', 'POST', `${checkIn}/tickets/:ticket/complete`);
export const createWalkIn = endpoint('createWalkIn', 'POST', '/v1/shops/:shopUrl/walk-ins');
export const listWalkIns = endpoint('listWalkIns', 'GET', '/v1/business/:businessId/walk-ins');
