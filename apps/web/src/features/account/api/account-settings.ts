import {
  deleteMe,
  exportMe,
  getNotificationPreferences,
  setNotificationPreferences,
  updateMe,
} from '@linework/contract/endpoints/users';
import type { NotificationPreferences, UpdateUserProfile } from '@linework/contract/users';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { accountKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.tsx';

export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: accountKeys.notifications(),
    queryFn: () => call(getNotificationPreferences),
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQuery());

export function useSetNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) => call(setNotificationPreferences, { body }),
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.notifications(), saved),
  });
}

/** Saves names or phone, then reloads the session's profile so the header shows the new name. */
export function useUpdateProfile() {
  const session = useSession();
  return useMutation({
    mutationFn: (body: UpdateUserProfile) => call(updateMe, { body }),
    // Saved is saved: the header's refresh does not hold the form's answer back.
    onSuccess: () => void session.signInChanged(),
  });
}

/** Everything the customer gave and received, saved as a JSON file on their device. */
export async function downloadExport() {
  const data = await call(exportMe);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `linework-export-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address is not needed after.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const deleteAccount = (confirmEmail: string) => call(deleteMe, { body: { confirmEmail } });
