import { useSearchParams } from 'react-router';

/**
 * The booking's choices, kept in the URL (shop, artist, service, start), so back, forward, reload and
 * deep links from artist, shop and service pages all work. `choose` sets some and clears the nulls.
 */
export function useBookingChoices() {
  const [params, setParams] = useSearchParams();
  const choose = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };
  return {
    shopUrl: params.get('shop') ?? '',
    artistId: params.get('artist') ?? '',
    serviceId: params.get('service') ?? '',
    start: params.get('start') ?? '',
    /** A size of a flash design (issue 29): its length and price instead of the service's. */
    flashSizeId: params.get('flash') ?? '',
    /** The drop claim the flash design is booked with, and when its hold runs out. */
    flashClaimId: params.get('claim') ?? '',
    claimHeldUntil: params.get('hold') ?? '',
    choose,
  };
}

export type BookingChoices = ReturnType<typeof useBookingChoices>;
