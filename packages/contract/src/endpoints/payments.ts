import { endpoint } from './define.ts';

export const getPaymentConfig = endpoint('getPaymentConfig', 'GET', '/v1/payments/config');
export const createPayment = endpoint('createPayment', 'POST', '/v1/payments');
/** The signed-in customer's saved cards (brand and last four), to pay with again. */
export const listSavedCards = endpoint('listSavedCards', 'GET', '/v1/payments/saved-cards');
export const getPayment = endpoint('getPayment', 'GET', '/v1/payments/:paymentId');
export const setTip = endpoint('setTip', 'PUT', '/v1/payments/:paymentId/tip');
export const confirmPayment = endpoint('confirmPayment', 'POST', '/v1/payments/:paymentId/confirm');
export const syncPayment = endpoint('syncPayment', 'POST', '/v1/payments/:paymentId/sync');
export const getReceipt = endpoint('getReceipt', 'GET', '/v1/payments/:paymentId/receipt');
export const emailReceipt = endpoint('emailReceipt', 'POST', '/v1/payments/:paymentId/receipt/email');
export const getReceiptPdf = endpoint('getReceiptPdf', 'GET', '/v1/payments/:paymentId/receipt.pdf');
/** The payment provider's events (signed; not for people). */
export const receivePaymentEvent = endpoint('receivePaymentEvent', 'POST', '/v1/webhooks/payments');

// The shop's side: owners and staff.
const business = '/v1/business/:businessId' as const;
export const listAppointmentPayments = endpoint(
  'listAppointmentPayments',
  'GET',
  `${business}/appointments/:appointmentId/payments`,
);
export const requestBalance = endpoint(
  'requestBalance',
  'POST',
  `${business}/appointments/:appointmentId/balance-request`,
);
export const refundPayment = endpoint('refundPayment', 'POST', `${business}/payments/:paymentId/refunds`);
export const createCounterPayment = endpoint(
  'createCounterPayment',
  'POST',
  `${business}/appointments/:appointmentId/counter-payment`,
);
export const confirmCounterPayment = endpoint(
  'confirmCounterPayment',
  'POST',
  `${business}/payments/:paymentId/confirm`,
);
export const getTakings = endpoint('getTakings', 'GET', `${business}/takings`);
export const exportTakings = endpoint('exportTakings', 'GET', `${business}/takings.csv`);
export const listMyPayments = endpoint('listMyPayments', 'GET', '/v1/payments');
