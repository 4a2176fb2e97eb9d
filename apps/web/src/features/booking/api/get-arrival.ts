import type { AppointmentArrival } from '@linework/contract/checkin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Whether the waiver is signed, and the QR code for the shop's door. */
export const getArrival = (appointmentId: string) =>
  api<AppointmentArrival>(`/v1/appointments/${encodeURIComponent(appointmentId)}/arrival`);

export const arrivalQuery = (appointmentId: string) =>
  queryOptions({
    queryKey: ['appointments', appointmentId, 'arrival'],
    queryFn: () => getArrival(appointmentId),
    staleTime: 0,
  });

export const useArrival = (appointmentId: string) => useQuery(arrivalQuery(appointmentId));
