import { cancelAppointment as cancelEndpoint } from '@linework/contract/endpoints/appointments';
import { call } from '../../../lib/api-client.ts';

export const cancelAppointment = (appointmentId: string) =>
  call(cancelEndpoint, { params: { appointmentId } });
