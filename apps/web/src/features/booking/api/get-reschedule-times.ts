import { getRescheduleTimes } from '@linework/contract/endpoints/appointments';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { availabilityKeys } from '../../../lib/query-keys.ts';

/** The free times to move a booked appointment to, for its own length (a flash size's, an offer's). */
export const rescheduleTimesQuery = (appointmentId: string) =>
  queryOptions({
    // Under the availability keys: whatever refreshes free times refreshes these too.
    queryKey: availabilityKeys.slots({ movingAppointmentId: appointmentId }),
    queryFn: () => call(getRescheduleTimes, { params: { appointmentId } }),
    staleTime: 60_000,
  });
