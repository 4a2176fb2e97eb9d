import { getArrival as getArrivalEndpoint } from '@linework/contract/endpoints/checkin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { appointmentKeys } from '../../../lib/query-keys.ts';

/** Whether the waiver is signed, and the QR code for the shop's door. */
export const getArrival = (appointmentId: string) => call(getArrivalEndpoint, { params: { appointmentId } });

export const arrivalQuery = (appointmentId: string) =>
  queryOptions({
    queryKey: appointmentKeys.arrival(appointmentId),
    queryFn: () => getArrival(appointmentId),
    staleTime: 0,
  });

export const useArrival = (appointmentId: string) => useQuery(arrivalQuery(appointmentId));
