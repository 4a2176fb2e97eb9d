import type { UpdateShopBody } from '@linework/contract/catalog';
import { updateShop } from '@linework/contract/endpoints/catalog';
import {
  addGuestSpot,
  addTimeOff,
  getArtistHours,
  getBookingSettings,
  listDateHours,
  listGuestSpots,
  listTimeOff,
  removeDateHours,
  removeGuestSpot,
  removeTimeOff,
  replaceArtistHours,
  replaceDateHours,
  updateBookingSettings,
} from '@linework/contract/endpoints/staff-booking';
import type {
  AddGuestSpotBody,
  AddTimeOffBody,
  DateInterval,
  UpdateBookingSettingsBody,
  WorkingInterval,
} from '@linework/contract/staff-booking';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { shopQuery } from '../../../lib/catalog-queries.ts';
import { availabilityKeys, catalogKeys, studioKeys } from '../../../lib/query-keys.ts';

// The hours section's reads and writes: an artist's week, different hours on dates, time off and
// booking settings at the shop, the shop's guest spots and its policies. Every write refreshes what
// it changed, and a change of hours every free time the app holds.

const keys = {
  artist: (businessId: string, artistId: string) =>
    [...studioKeys.business(businessId), 'hours', artistId] as const,
  guestSpots: (businessId: string) => [...studioKeys.business(businessId), 'hours', 'guest-spots'] as const,
};

const artistParams = (businessId: string, artistId: string) => ({ params: { businessId, artistId } });

export const artistHoursQuery = (businessId: string, artistId: string) =>
  queryOptions({
    queryKey: [...keys.artist(businessId, artistId), 'week'],
    queryFn: () => call(getArtistHours, artistParams(businessId, artistId)),
  });

export const timeOffQuery = (businessId: string, artistId: string) =>
  queryOptions({
    queryKey: [...keys.artist(businessId, artistId), 'time-off'],
    queryFn: () => call(listTimeOff, artistParams(businessId, artistId)),
  });

export const dateHoursQuery = (businessId: string, artistId: string) =>
  queryOptions({
    queryKey: [...keys.artist(businessId, artistId), 'dates'],
    queryFn: () => call(listDateHours, artistParams(businessId, artistId)),
  });

export const bookingSettingsQuery = (businessId: string, artistId: string) =>
  queryOptions({
    queryKey: [...keys.artist(businessId, artistId), 'settings'],
    queryFn: () => call(getBookingSettings, artistParams(businessId, artistId)),
  });

export const guestSpotsQuery = (businessId: string) =>
  queryOptions({
    queryKey: keys.guestSpots(businessId),
    queryFn: () => call(listGuestSpots, { params: { businessId } }),
  });

/** The shop as customers see it: its roster (who can be picked) and its policies. */
export const useShop = (shopUrl: string) => useQuery(shopQuery(shopUrl));

/**
 * The free times this app holds, now wrong: the booking pages' (`availabilityKeys`) and the studio's
 * own for moving an appointment or making an offer (keys of the business with 'free' in them).
 */
function refreshFreeTimes(client: QueryClient, businessId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: availabilityKeys.all }),
    client.invalidateQueries({
      queryKey: studioKeys.business(businessId),
      predicate: (query) => query.queryKey.includes('free'),
    }),
  ]);
}

export function useReplaceHours(businessId: string, artistId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (intervals: WorkingInterval[]) =>
      call(replaceArtistHours, { ...artistParams(businessId, artistId), body: { intervals } }),
    onSuccess: (week) => {
      client.setQueryData(artistHoursQuery(businessId, artistId).queryKey, week);
      void refreshFreeTimes(client, businessId);
    },
  });
}

export function useReplaceDateHours(businessId: string, artistId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ date, intervals }: { date: string; intervals: DateInterval[] }) =>
      call(replaceDateHours, { params: { businessId, artistId, date }, body: { intervals } }),
    onSuccess: () => {
      void refreshFreeTimes(client, businessId);
      return client.invalidateQueries({ queryKey: dateHoursQuery(businessId, artistId).queryKey });
    },
  });
}

export function useRemoveDateHours(businessId: string, artistId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => call(removeDateHours, { params: { businessId, artistId, date } }),
    onSuccess: () => {
      void refreshFreeTimes(client, businessId);
      return client.invalidateQueries({ queryKey: dateHoursQuery(businessId, artistId).queryKey });
    },
  });
}

export function useAddTimeOff(businessId: string, artistId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddTimeOffBody) => call(addTimeOff, { ...artistParams(businessId, artistId), body }),
    onSuccess: () => {
      void refreshFreeTimes(client, businessId);
      return client.invalidateQueries({ queryKey: timeOffQuery(businessId, artistId).queryKey });
    },
  });
}

export function useRemoveTimeOff(businessId: string, artistId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (timeOffId: string) => call(removeTimeOff, { params: { businessId, artistId, timeOffId } }),
    onSuccess: () => {
      void refreshFreeTimes(client, businessId);
      return client.invalidateQueries({ queryKey: timeOffQuery(businessId, artistId).queryKey });
    },
  });
}

export function useUpdateSettings(businessId: string, artistId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBookingSettingsBody) =>
      call(updateBookingSettings, { ...artistParams(businessId, artistId), body }),
    onSuccess: (settings) => {
      client.setQueryData(bookingSettingsQuery(businessId, artistId).queryKey, settings);
      void refreshFreeTimes(client, businessId);
    },
  });
}

export function useUpdateShop(businessId: string, shopUrl: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateShopBody) => call(updateShop, { params: { businessId }, body }),
    onSuccess: (shop) => client.setQueryData(catalogKeys.shop(shopUrl), shop),
  });
}

export function useAddGuestSpot(businessId: string, shopUrl: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddGuestSpotBody) => call(addGuestSpot, { params: { businessId }, body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.guestSpots(businessId) });
      void client.invalidateQueries({ queryKey: catalogKeys.shop(shopUrl) });
    },
  });
}

export function useRemoveGuestSpot(businessId: string, shopUrl: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (artistId: string) => call(removeGuestSpot, { params: { businessId, artistId } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keys.guestSpots(businessId) });
      void client.invalidateQueries({ queryKey: catalogKeys.shop(shopUrl) });
    },
  });
}
