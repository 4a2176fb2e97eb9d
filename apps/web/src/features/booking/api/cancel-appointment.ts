import type { AppointmentView } from '@linework/contract/appointments';
import { api } from '../../../lib/api-client.ts';

export const cancelAppointment = (id: string) =>
  api<AppointmentView>(`/v1/appointments/${encodeURIComponent(id)}/cancel`, { method: 'POST', body: {} });
