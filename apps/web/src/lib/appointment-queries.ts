import type { AppointmentView } from '@linework/contract/appointments';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

export const upcomingAppointmentsQuery = () =>
  queryOptions({
    queryKey: ['appointments', 'upcoming'],
    queryFn: () => api<AppointmentView[]>('/v1/appointments?scope=upcoming'),
  });
