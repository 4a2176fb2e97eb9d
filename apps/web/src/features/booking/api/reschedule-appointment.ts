import type { AppointmentView } from '@linework/contract/appointments';
import { api } from '../../../lib/api-client.ts';

export const rescheduleAppointment = (id: string, start: string) =>
  api<AppointmentView>(`/v1/appointments/${encodeURIComponent(id)}/reschedule`, {
    method: 'POST',
    body: { start },
  });
