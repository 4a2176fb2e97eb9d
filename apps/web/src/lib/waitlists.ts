// What the waitlist screens share with the rest of the app (issue 29): the query keys, and where
// "Join the waitlist" leads.

export const waitlistKeys = {
  all: ['waitlists'] as const,
  mine: () => [...waitlistKeys.all, 'mine'] as const,
  offer: (offerId: string) => [...waitlistKeys.all, 'offer', offerId] as const,
  shop: (businessId: string) => [...waitlistKeys.all, 'shop', businessId] as const,
};

/**
 * The join screen for an artist at a shop (the artist's address at that shop), optionally for one
 * flash design: the artist's page and a drop's claimed design link here.
 */
export const waitlistJoinPath = (p: { shopUrl: string; artistUrl: string; designId?: string }) =>
  `/waitlist/join?${new URLSearchParams({
    shop: p.shopUrl,
    artist: p.artistUrl,
    ...(p.designId ? { design: p.designId } : {}),
  }).toString()}`;
