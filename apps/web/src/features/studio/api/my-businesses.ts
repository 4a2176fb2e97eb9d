import { listMyBusinesses } from '@linework/contract/endpoints/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { call } from '../../../lib/api-client.ts';
import { studioKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.tsx';

export const myBusinessesQuery = () =>
  queryOptions({ queryKey: studioKeys.myBusinesses(), queryFn: () => call(listMyBusinesses) });

/** The businesses the signed-in person works at (none asked while signed out). */
export function useMyBusinesses() {
  const { user } = useSession();
  return useQuery({ ...myBusinessesQuery(), enabled: Boolean(user.data) });
}

/**
 * The business the studio page is about, with the person's role there. Only called inside the
 * studio's layout, which renders its pages once this is known, so it is never missing there.
 */
export function useStudioBusiness() {
  const { businessId } = useParams();
  const business = useMyBusinesses().data?.find((b) => b.businessId === businessId);
  if (!business) throw new Error('useStudioBusiness is used outside the studio layout');
  return business;
}
