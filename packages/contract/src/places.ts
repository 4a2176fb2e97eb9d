import { z } from 'zod';
import { resultOf } from './envelope.ts';

// Address lookup for a new shop: what was typed, and the places that match, each with the pin, the
// time zone and the currency a shop there would have.

export const placeSearchQuery = z.object({ q: z.string().trim().min(2).max(200) });

export const place = z.object({
  /** The place as people read it, e.g. "Portland, Oregon, US". */
  label: z.string(),
  /** Street and number, when the lookup found an address and not only a town. */
  addressLine: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string(),
  /** ISO 3166-1 alpha-2, upper case. */
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The IANA zone of the place, when known. */
  timeZone: z.string().nullable(),
  /** The currency of its country, when known. */
  currency: z.string().nullable(),
});
export type Place = z.infer<typeof place>;

export const placesResult = resultOf(z.array(place));
