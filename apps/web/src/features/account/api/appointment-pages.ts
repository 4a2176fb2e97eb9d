import type { AppointmentScope } from '@linework/contract/appointments';
import { listAppointments } from '@linework/contract/endpoints/appointments';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { appointmentKeys } from '../../../lib/query-keys.ts';

/** The customer's appointments of one scope, a page at a time ("Show more" asks for the next). */
export const appointmentPagesQuery = (scope: AppointmentScope) =>
  infiniteQueryOptions({
    queryKey: appointmentKeys.pages(scope),
    queryFn: ({ pageParam }) => call(listAppointments, { query: { scope, page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });

export const useAppointmentPages = (scope: AppointmentScope) =>
  useInfiniteQuery(appointmentPagesQuery(scope));
