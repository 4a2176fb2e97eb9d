import type { ArtistDetail, ArtistInShop, ServiceDetail, ShopDetail } from '@linework/contract/catalog';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

// Query keys of the catalogue pages in one place; screens and prefetching share them.

export const artistQuery = (urlPath: string) =>
  queryOptions({
    queryKey: ['artist', urlPath],
    queryFn: () => api<ArtistDetail>(`/v1/artists/${encodeURIComponent(urlPath)}`),
  });

export const shopQuery = (shopUrl: string) =>
  queryOptions({
    queryKey: ['shop', shopUrl],
    queryFn: () => api<ShopDetail>(`/v1/shops/${encodeURIComponent(shopUrl)}`),
  });

export const artistInShopQuery = (shopUrl: string, artistUrl: string) =>
  queryOptions({
    queryKey: ['shop', shopUrl, 'artist', artistUrl],
    queryFn: () =>
      api<ArtistInShop>(`/v1/shops/${encodeURIComponent(shopUrl)}/artists/${encodeURIComponent(artistUrl)}`),
  });

export const serviceQuery = (shopUrl: string, serviceId: string) =>
  queryOptions({
    queryKey: ['shop', shopUrl, 'service', serviceId],
    queryFn: () =>
      api<ServiceDetail>(
        `/v1/shops/${encodeURIComponent(shopUrl)}/services/${encodeURIComponent(serviceId)}`,
      ),
  });
