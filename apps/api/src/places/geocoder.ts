import type { Place } from '@linework/contract/places';
import { isNotNull } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { businesses } from '../db/schema/catalog.ts';
import { DomainError } from '../domain/errors.ts';
import { currencyOfCountry, type KnownPlace, knownPlaces, zoneNear } from './known-places.ts';

/** The address-lookup port: what was typed in, the places it may mean (best first). */
export interface Geocoder {
  search(text: string): Promise<Place[]>;
}

const most = 6;

/** The geocoder the configuration names: a Nominatim-compatible service, or the built-in places. */
export function createGeocoder(config: Pick<Config, 'geocoder' | 'publicUrl'>, db: Database): Geocoder {
  return config.geocoder.provider === 'nominatim'
    ? nominatimGeocoder(config.geocoder.url, config.publicUrl)
    : offlineGeocoder(db);
}

const countryNames: Record<string, string> = {
  usa: 'US',
  'united states': 'US',
  america: 'US',
  uk: 'GB',
  'united kingdom': 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  canada: 'CA',
  germany: 'DE',
  deutschland: 'DE',
  france: 'FR',
  japan: 'JP',
  ireland: 'IE',
  spain: 'ES',
  italy: 'IT',
  netherlands: 'NL',
  australia: 'AU',
};

const labelOf = (p: { addressLine: string | null; city: string; region: string | null; country: string }) =>
  [p.addressLine, p.city, p.region, p.country].filter(Boolean).join(', ');

/** Whether a typed part ("US", "Oregon", "United States") fits a place. */
function fits(part: string, p: KnownPlace) {
  const typed = part.toLowerCase();
  return (
    typed === p.country.toLowerCase() ||
    countryNames[typed] === p.country ||
    (typed.length >= 2 && Boolean(p.region?.toLowerCase().startsWith(typed)))
  );
}

/**
 * No service to ask: the built-in cities and those of the shops on Linework. "Portland, US" or
 * "12 Main St, Portland, Oregon" find Portland (the street stays as typed, the pin is the city's).
 */
export function offlineGeocoder(db: Database): Geocoder {
  return {
    async search(text) {
      const listed = await db
        .selectDistinct({
          city: businesses.city,
          region: businesses.region,
          country: businesses.country,
          latitude: businesses.latitude,
          longitude: businesses.longitude,
          timeZone: businesses.timeZone,
        })
        .from(businesses)
        .where(isNotNull(businesses.publishedAt));
      const seen = new Set(knownPlaces.map((p) => `${p.city}|${p.country}`.toLowerCase()));
      const places = [
        ...knownPlaces,
        ...listed
          .map((b) => ({ ...b, country: b.country.toUpperCase() }))
          .filter((b) => !seen.has(`${b.city}|${b.country}`.toLowerCase())),
      ];
      const parts = text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      for (let i = 0; i < parts.length; i++) {
        const typed = parts[i]!.toLowerCase();
        const named = places.filter((p) =>
          parts.length === 1 ? p.city.toLowerCase().startsWith(typed) : p.city.toLowerCase() === typed,
        );
        const rest = parts.slice(i + 1);
        const matches = named.filter((p) => rest.every((part) => fits(part, p)));
        if (!matches.length) continue;
        const addressLine = parts.slice(0, i).join(', ') || null;
        return matches.slice(0, most).map((p) => ({
          label: labelOf({ ...p, addressLine }),
          addressLine,
          postalCode: null,
          city: p.city,
          country: p.country,
          latitude: p.latitude,
          longitude: p.longitude,
          timeZone: p.timeZone,
          currency: currencyOfCountry(p.country),
        }));
      }
      return [];
    },
  };
}

type NominatimHit = {
  lat: string;
  lon: string;
  display_name: string;
  address?: Record<string, string | undefined>;
};

/**
 * A Nominatim-compatible service (OpenStreetMap's, or one of your own): its pin and address; the
 * zone is the nearest known place's in that country, the currency the country's.
 */
export function nominatimGeocoder(baseUrl: string, publicUrl: string): Geocoder {
  return {
    async search(text) {
      const query = new URLSearchParams({
        q: text,
        format: 'jsonv2',
        addressdetails: '1',
        limit: String(most),
      });
      let hits: NominatimHit[];
      try {
        const res = await fetch(`${baseUrl}/search?${query}`, {
          // Nominatim's usage policy asks every application to name itself.
          headers: {
            'user-agent': `Linework (${publicUrl})`,
            accept: 'application/json',
            'accept-language': 'en',
          },
          signal: AbortSignal.timeout(5_000),
        });
        if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
        hits = (await res.json()) as NominatimHit[];
      } catch {
        throw new DomainError(
          'SERVICE_UNAVAILABLE',
          'The address lookup is not answering just now. Type the address and place the pin by hand.',
        );
      }
      return hits.flatMap((h) => {
        const a = h.address ?? {};
        const country = (a.country_code ?? '').toUpperCase();
        const city = a.city ?? a.town ?? a.village ?? a.municipality ?? a.county;
        if (!country || !city) return [];
        const point = { latitude: Number(h.lat), longitude: Number(h.lon) };
        const street = [a.house_number, a.road].filter(Boolean).join(' ');
        return [
          {
            label: h.display_name,
            addressLine: street || null,
            postalCode: a.postcode ?? null,
            city,
            country,
            ...point,
            timeZone: zoneNear(country, point),
            currency: currencyOfCountry(country),
          },
        ];
      });
    },
  };
}
