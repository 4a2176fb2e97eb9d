import { getAppointment } from '@linework/contract/endpoints/appointments';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { appointmentKeys } from '../../../lib/query-keys.ts';

export const appointmentQuery = (appointmentId: string) =>
  queryOptions({
    queryKey: appointmentKeys.detail(appointmentId),
    queryFn: () => call(getAppointment, { params: { appointmentId } }),
  });
