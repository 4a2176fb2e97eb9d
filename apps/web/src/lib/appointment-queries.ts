import { listAppointments } from '@linework/contract/endpoints/appointments';
import { queryOptions } from '@tanstack/react-query';
import { call } from './api-client.ts';
import { appointmentKeys } from './query-keys.ts';

export const upcomingAppointmentsQuery = () =>
  queryOptions({
    queryKey: appointmentKeys.upcoming(),
    queryFn: async () => (await call(listAppointments, { query: { scope: 'upcoming' } })).items,
  });
