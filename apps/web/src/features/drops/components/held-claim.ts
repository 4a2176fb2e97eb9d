import { sessionStore } from '../../../lib/browser-storage.ts';

/** The claim a customer holds in a drop, kept for this tab so a reload still shows it and its minutes. */
export type HeldClaim = {
  id: string;
  dropItemId: string;
  holdExpiresAt: string;
  shopUrl: string;
  artistId: string;
  serviceId: string;
};

const key = (dropId: string) => `linework.drop-claim.${dropId}`;

export function readHeldClaims(dropId: string): HeldClaim[] {
  try {
    const raw = sessionStore().getItem(key(dropId));
    return raw ? (JSON.parse(raw) as HeldClaim[]) : [];
  } catch {
    return [];
  }
}

export function keepHeldClaim(dropId: string, claim: HeldClaim) {
  const others = readHeldClaims(dropId).filter((c) => c.dropItemId !== claim.dropItemId);
  sessionStore().setItem(key(dropId), JSON.stringify([...others, claim]));
}

/** Where booking a claimed design goes on: the booking screen with the size and the claim. */
export const bookClaimPath = (claim: HeldClaim, sizeId: string) =>
  `/booking?${new URLSearchParams({
    shop: claim.shopUrl,
    artist: claim.artistId,
    service: claim.serviceId,
    flash: sizeId,
    claim: claim.id,
    hold: claim.holdExpiresAt,
  })}`;
