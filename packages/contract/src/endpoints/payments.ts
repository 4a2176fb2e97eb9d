import { endpoint } from './define.ts';

export const getPaymentConfig = endpoint('getPaymentConfig', 'GET', '/v1/payments/config');
export const createPayment = endpoint('createPayment', 'POST', '/v1/payments');
export const getPayment = endpoint('getPayment', 'GET', '/v1/payments/:paymentId');
export const setTip = endpoint('setTip', 'PUT', '/v1/payments/:paymentId/tip');
export const confirmPayment = endpoint('confirmPayment', 'POST', '/v1/payments/:paymentId/confirm');
export const syncPayment = endpoint('syncPayment', 'POST', '/v1/payments/:paymentId/sync');
export const getReceipt = endpoint('getReceipt', 'GET', '/v1/payments/:paymentId/receipt');
export const emailReceipt = endpoint('emailReceipt', 'POST', '/v1/payments/:paymentId/receipt/email');
export const listMyPayments = endpoint('listMyPayments', 'GET', '/v1/payments');
