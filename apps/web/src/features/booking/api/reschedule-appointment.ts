import { rescheduleAppointment as rescheduleEndpoint } from '@linework/contract/endpoints/appointments';
import { call } from '../../../lib/api-client.ts';

export const rescheduleAppointment = (appointmentId: string, start: string) =>
  call(rescheduleEndpoint, { params: { appointmentId }, body: { start } });
