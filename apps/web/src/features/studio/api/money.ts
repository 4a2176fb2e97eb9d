import {
  confirmCounterPayment,
  createCounterPayment,
  exportTakings,
  getTakings,
  listAppointmentPayments,
  refundPayment,
} from '@linework/contract/endpoints/payments';
import { listDayAppointments } from '@linework/contract/endpoints/staff-booking';
import type { TipChoice } from '@linework/contract/payments';
import { queryOptions } from '@tanstack/react-query';
import { call, callForFile } from '../../../lib/api-client.ts';
import { callOnce } from '../../../lib/idempotency.ts';
import { studioKeys } from '../../../lib/query-keys.ts';

// The money section's calls: a day's takings, an appointment's payments, refunds, the counter.

export const moneyKeys = {
  all: (businessId: string) => [...studioKeys.business(businessId), 'money'] as const,
  takings: (businessId: string, date: string) => [...moneyKeys.all(businessId), 'takings', date] as const,
  day: (businessId: string, date: string) => [...moneyKeys.all(businessId), 'day', date] as const,
  payments: (businessId: string, appointmentId: string) =>
    [...moneyKeys.all(businessId), 'payments', appointmentId] as const,
};

/** Today's date (YYYY-MM-DD) in the shop's zone, whatever the device's zone is. */
export const todayIn = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);

export const takingsQuery = (businessId: string, date: string) =>
  queryOptions({
    queryKey: moneyKeys.takings(businessId, date),
    queryFn: () => call(getTakings, { params: { businessId }, query: { date } }),
  });

export const dayAppointmentsQuery = (businessId: string, date: string) =>
  queryOptions({
    queryKey: moneyKeys.day(businessId, date),
    queryFn: () => call(listDayAppointments, { params: { businessId }, query: { date } }),
  });

export const appointmentPaymentsQuery = (businessId: string, appointmentId: string) =>
  queryOptions({
    queryKey: moneyKeys.payments(businessId, appointmentId),
    queryFn: () => call(listAppointmentPayments, { params: { businessId, appointmentId } }),
  });

// Each write carries its action's idempotency key: a retry after no answer refunds or charges once.
export const refund = (businessId: string, paymentId: string, body: { amount: number; reason: string }) =>
  callOnce(refundPayment, { params: { businessId, paymentId }, body });

export const startCounterPayment = (businessId: string, appointmentId: string, tip: TipChoice | null) =>
  callOnce(createCounterPayment, { params: { businessId, appointmentId }, body: { tip } });

export const payAtCounter = (businessId: string, paymentId: string, paymentMethodId: string) =>
  callOnce(confirmCounterPayment, { params: { businessId, paymentId }, body: { paymentMethodId } });

/** The range's payments and refunds as a CSV file, saved by the browser under the server's name. */
export async function downloadTakingsCsv(businessId: string, from: string, to: string) {
  const blob = await callForFile(exportTakings, { params: { businessId }, query: { from, to } });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `takings-${from}-to-${to}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "12.50" typed by a person → 1250 minor units; null when it is not an amount. */
export function parseAmount(text: string, digits: number): number | null {
  const t = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  const [whole, fraction = ''] = t.split('.');
  if (fraction.length > digits) return null;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || 0);
}
