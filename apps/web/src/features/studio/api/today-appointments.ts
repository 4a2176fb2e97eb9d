import { getAvailability } from '@linework/contract/endpoints/appointments';
import {
  cancelShopAppointment,
  completeShopAppointment,
  confirmShopAppointment,
  listDayAppointments,
  markNoShow,
  previewShopCancel,
  rescheduleShopAppointment,
} from '@linework/contract/endpoints/staff-booking';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { studioKeys } from '../../../lib/query-keys.ts';

// The shop's day and week of appointments, and what its members do with them. Every change, and
// every event of the live stream, reads the appointments again through `appointmentKeys.all`.

export const appointmentKeys = {
  all: (businessId: string) => [...studioKeys.business(businessId), 'appointments'] as const,
  range: (businessId: string, date: string, days: number) =>
    [...appointmentKeys.all(businessId), date, days] as const,
  cancelPreview: (businessId: string, appointmentId: string) =>
    [...appointmentKeys.all(businessId), 'cancel-preview', appointmentId] as const,
  freeTimes: (businessId: string, artistId: string, serviceId: string, date: string) =>
    [...appointmentKeys.all(businessId), 'free', artistId, serviceId, date] as const,
};

/** The appointments of `days` days from `date`, in the shop's zone (an artist member gets their own). */
export const appointmentsQuery = (businessId: string, date: string, days = 1) =>
  queryOptions({
    queryKey: appointmentKeys.range(businessId, date, days),
    queryFn: () =>
      call(listDayAppointments, { params: { businessId }, query: { date, ...(days > 1 ? { days } : {}) } }),
  });

/** What cancelling now would refund, from the server, asked fresh each time the dialog opens. */
export const cancelPreviewQuery = (businessId: string, appointmentId: string) =>
  queryOptions({
    queryKey: appointmentKeys.cancelPreview(businessId, appointmentId),
    queryFn: () => call(previewShopCancel, { params: { businessId, appointmentId } }),
    staleTime: 0,
    gcTime: 0,
  });

/** The artist's free times on one day for the appointment's service, by the booking rules. */
/** The artist's free times for the service from one shop date to another (both included). */
export const freeTimesQuery = (
  businessId: string,
  shopUrl: string,
  artistId: string,
  serviceId: string,
  from: string,
  to: string,
) =>
  queryOptions({
    queryKey: appointmentKeys.freeTimes(businessId, artistId, serviceId, `${from}..${to}`),
    queryFn: () => call(getAvailability, { query: { shopUrl, artistId, serviceId, from, to } }),
    staleTime: 0,
  });

export type StaffAction = 'confirm' | 'cancel' | 'complete' | 'no-show';

const actionEndpoints = {
  confirm: confirmShopAppointment,
  cancel: cancelShopAppointment,
  complete: completeShopAppointment,
  'no-show': markNoShow,
} as const;

/** Confirm, cancel, complete or mark a no-show; the day is read again whatever the answer. */
export function useAppointmentAction(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      appointmentId,
      reason,
    }: {
      action: StaffAction;
      appointmentId: string;
      reason?: string;
    }) =>
      call(actionEndpoints[action], {
        params: { businessId, appointmentId },
        body: reason ? { reason } : {},
      }),
    onSettled: () => client.invalidateQueries({ queryKey: appointmentKeys.all(businessId) }),
  });
}

/** Moves an appointment to another free time of its artist. */
export function useMoveAppointment(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      appointmentId,
      start,
      reason,
    }: {
      appointmentId: string;
      start: string;
      reason?: string;
    }) =>
      call(rescheduleShopAppointment, {
        params: { businessId, appointmentId },
        body: { start, ...(reason ? { reason } : {}) },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: appointmentKeys.all(businessId) }),
  });
}
