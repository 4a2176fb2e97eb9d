import type { SubscriptionTarget } from '@linework/contract/subscriptions';
import type { Me } from '@linework/contract/users';

/**
 * Whether the embed code is for this person: the artist themself, or the owner or staff of the shop
 * (or of a shop the artist works at). Customers are not shown it. The page is public and cached, so
 * the answer comes from the signed-in user's own profile, not from the page's data.
 */
export function mayEmbed(me: Me | null | undefined, target: SubscriptionTarget): boolean {
  if (!me) return false;
  return target.kind === 'artist'
    ? me.manages.artistUrlPaths.includes(target.urlPath)
    : me.manages.shopUrls.includes(target.shopUrl);
}
