import type { AppointmentView } from '@linework/contract/appointments';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const appointmentQuery = (id: string) =>
  queryOptions({
    queryKey: ['appointments', id],
    queryFn: () => api<AppointmentView>(`/v1/appointments/${encodeURIComponent(id)}`),
  });
