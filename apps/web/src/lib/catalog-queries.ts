import { getArtist, getArtistInShop, getService, getShop } from '@linework/contract/endpoints/catalog';
import { getShopFlash } from '@linework/contract/endpoints/flash';
import { queryOptions } from '@tanstack/react-query';
import { call } from './api-client.ts';
import { catalogKeys } from './query-keys.ts';

// The catalogue pages' queries; screens, route loaders and the server's prefetch share them.

export const artistQuery = (urlPath: string) =>
  queryOptions({
    queryKey: catalogKeys.artist(urlPath),
    queryFn: () => call(getArtist, { params: { urlPath } }),
  });

export const shopQuery = (shopUrl: string) =>
  queryOptions({
    queryKey: catalogKeys.shop(shopUrl),
    queryFn: () => call(getShop, { params: { shopUrl } }),
  });

export const artistInShopQuery = (shopUrl: string, artistUrl: string) =>
  queryOptions({
    queryKey: catalogKeys.artistInShop(shopUrl, artistUrl),
    queryFn: () => call(getArtistInShop, { params: { shopUrl, artistUrl } }),
  });

export const serviceQuery = (shopUrl: string, serviceId: string) =>
  queryOptions({
    queryKey: catalogKeys.service(shopUrl, serviceId),
    queryFn: () => call(getService, { params: { shopUrl, serviceId } }),
  });

/** A shop's flash sheet (issue 29), read with the shop's page. */
export const shopFlashQuery = (shopUrl: string) =>
  queryOptions({
    queryKey: [...catalogKeys.shop(shopUrl), 'flash'] as const,
    queryFn: () => call(getShopFlash, { params: { shopUrl } }),
  });
