import type { SubscriptionTarget } from '@linework/contract/subscriptions';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { artistQuery, shopQuery } from '../../../lib/catalog-queries.ts';

export type FollowTarget = {
  target: SubscriptionTarget;
  name: string;
  imageUrl: string | null;
  subtitle: string | null;
  /** Web path of the artist's or shop's page. */
  path: string;
};

/** The artist or shop of a subscribe route, loaded through the catalogue's own queries. */
export function useFollowTarget(params: {
  urlPath?: string;
  shopUrl?: string;
}): UseQueryResult<FollowTarget> {
  const artist = useQuery({
    ...artistQuery(params.urlPath ?? ''),
    enabled: Boolean(params.urlPath),
    select: (a): FollowTarget => ({
      target: { kind: 'artist', urlPath: a.urlPath },
      name: a.displayName,
      imageUrl: a.avatarUrl,
      subtitle: a.city,
      path: `/artist/${a.urlPath}`,
    }),
  });
  const shop = useQuery({
    ...shopQuery(params.shopUrl ?? ''),
    enabled: Boolean(params.shopUrl),
    select: (s): FollowTarget => ({
      target: { kind: 'shop', shopUrl: s.shopUrl },
      name: s.name,
      imageUrl: s.logoUrl,
      subtitle: s.address.city,
      path: `/shop/${s.shopUrl}`,
    }),
  });
  return params.urlPath ? artist : shop;
}
