// Places a shop can be looked up at with no geocoder configured: major tattoo cities with their pin
// and zone, to which the lookup adds the cities of the shops already on Linework (the ones search
// knows). The currency of a country comes from `currencyOfCountry`.

export type KnownPlace = {
  city: string;
  region: string | null;
  country: string;
  latitude: number;
  longitude: number;
  timeZone: string;
};

const place = (
  city: string,
  region: string | null,
  country: string,
  latitude: number,
  longitude: number,
  timeZone: string,
): KnownPlace => ({ city, region, country, latitude, longitude, timeZone });

export const knownPlaces: readonly KnownPlace[] = [
  place('New York', 'New York', 'US', 40.7128, -74.006, 'America/New_York'),
  place('Brooklyn', 'New York', 'US', 40.6782, -73.9442, 'America/New_York'),
  place('Boston', 'Massachusetts', 'US', 42.3601, -71.0589, 'America/New_York'),
  place('Philadelphia', 'Pennsylvania', 'US', 39.9526, -75.1652, 'America/New_York'),
  place('Miami', 'Florida', 'US', 25.7617, -80.1918, 'America/New_York'),
  place('Atlanta', 'Georgia', 'US', 33.749, -84.388, 'America/New_York'),
  place('Chicago', 'Illinois', 'US', 41.8781, -87.6298, 'America/Chicago'),
  place('Austin', 'Texas', 'US', 30.2672, -97.7431, 'America/Chicago'),
  place('Houston', 'Texas', 'US', 29.7604, -95.3698, 'America/Chicago'),
  place('New Orleans', 'Louisiana', 'US', 29.9511, -90.0715, 'America/Chicago'),
  place('Denver', 'Colorado', 'US', 39.7392, -104.9903, 'America/Denver'),
  place('Phoenix', 'Arizona', 'US', 33.4484, -112.074, 'America/Phoenix'),
  place('Los Angeles', 'California', 'US', 34.0522, -118.2437, 'America/Los_Angeles'),
  place('San Francisco', 'California', 'US', 37.7749, -122.4194, 'America/Los_Angeles'),
  place('San Diego', 'California', 'US', 32.7157, -117.1611, 'America/Los_Angeles'),
  place('Portland', 'Oregon', 'US', 45.5152, -122.6784, 'America/Los_Angeles'),
  place('Portland', 'Maine', 'US', 43.6591, -70.2568, 'America/New_York'),
  place('Seattle', 'Washington', 'US', 47.6062, -122.3321, 'America/Los_Angeles'),
  place('Las Vegas', 'Nevada', 'US', 36.1699, -115.1398, 'America/Los_Angeles'),
  place('Honolulu', 'Hawaii', 'US', 21.3069, -157.8583, 'Pacific/Honolulu'),
  place('Toronto', 'Ontario', 'CA', 43.6532, -79.3832, 'America/Toronto'),
  place('Montreal', 'Quebec', 'CA', 45.5017, -73.5673, 'America/Toronto'),
  place('Vancouver', 'British Columbia', 'CA', 49.2827, -123.1207, 'America/Vancouver'),
  place('Mexico City', null, 'MX', 19.4326, -99.1332, 'America/Mexico_City'),
  place('London', 'England', 'GB', 51.5074, -0.1278, 'Europe/London'),
  place('Bristol', 'England', 'GB', 51.4545, -2.5879, 'Europe/London'),
  place('Manchester', 'England', 'GB', 53.4808, -2.2426, 'Europe/London'),
  place('Brighton', 'England', 'GB', 50.8225, -0.1372, 'Europe/London'),
  place('Glasgow', 'Scotland', 'GB', 55.8642, -4.2518, 'Europe/London'),
  place('Edinburgh', 'Scotland', 'GB', 55.9533, -3.1883, 'Europe/London'),
  place('Dublin', null, 'IE', 53.3498, -6.2603, 'Europe/Dublin'),
  place('Paris', null, 'FR', 48.8566, 2.3522, 'Europe/Paris'),
  place('Berlin', null, 'DE', 52.52, 13.405, 'Europe/Berlin'),
  place('Hamburg', null, 'DE', 53.5511, 9.9937, 'Europe/Berlin'),
  place('Munich', 'Bavaria', 'DE', 48.1351, 11.582, 'Europe/Berlin'),
  place('Cologne', null, 'DE', 50.9375, 6.9603, 'Europe/Berlin'),
  place('Leipzig', null, 'DE', 51.3397, 12.3731, 'Europe/Berlin'),
  place('Amsterdam', null, 'NL', 52.3676, 4.9041, 'Europe/Amsterdam'),
  place('Brussels', null, 'BE', 50.8503, 4.3517, 'Europe/Brussels'),
  place('Madrid', null, 'ES', 40.4168, -3.7038, 'Europe/Madrid'),
  place('Barcelona', 'Catalonia', 'ES', 41.3874, 2.1686, 'Europe/Madrid'),
  place('Lisbon', null, 'PT', 38.7223, -9.1393, 'Europe/Lisbon'),
  place('Rome', null, 'IT', 41.9028, 12.4964, 'Europe/Rome'),
  place('Milan', null, 'IT', 45.4642, 9.19, 'Europe/Rome'),
  place('Vienna', null, 'AT', 48.2082, 16.3738, 'Europe/Vienna'),
  place('Zurich', null, 'CH', 47.3769, 8.5417, 'Europe/Zurich'),
  place('Copenhagen', null, 'DK', 55.6761, 12.5683, 'Europe/Copenhagen'),
  place('Stockholm', null, 'SE', 59.3293, 18.0686, 'Europe/Stockholm'),
  place('Oslo', null, 'NO', 59.9139, 10.7522, 'Europe/Oslo'),
  place('Helsinki', null, 'FI', 60.1699, 24.9384, 'Europe/Helsinki'),
  place('Warsaw', null, 'PL', 52.2297, 21.0122, 'Europe/Warsaw'),
  place('Prague', null, 'CZ', 50.0755, 14.4378, 'Europe/Prague'),
  place('Sydney', 'New South Wales', 'AU', -33.8688, 151.2093, 'Australia/Sydney'),
  place('Melbourne', 'Victoria', 'AU', -37.8136, 144.9631, 'Australia/Melbourne'),
  place('Auckland', null, 'NZ', -36.8485, 174.7633, 'Pacific/Auckland'),
  place('Tokyo', null, 'JP', 35.6762, 139.6503, 'Asia/Tokyo'),
  place('Osaka', null, 'JP', 34.6937, 135.5023, 'Asia/Tokyo'),
  place('Seoul', null, 'KR', 37.5665, 126.978, 'Asia/Seoul'),
  place('Singapore', null, 'SG', 1.3521, 103.8198, 'Asia/Singapore'),
];

const currencies: Record<string, string> = {
  US: 'USD',
  CA: 'CAD',
  MX: 'MXN',
  GB: 'GBP',
  CH: 'CHF',
  DK: 'DKK',
  SE: 'SEK',
  NO: 'NOK',
  PL: 'PLN',
  CZ: 'CZK',
  AU: 'AUD',
  NZ: 'NZD',
  JP: 'JPY',
  KR: 'KRW',
  SG: 'SGD',
};
const euro = [
  'AT',
  'BE',
  'DE',
  'ES',
  'FI',
  'FR',
  'GR',
  'IE',
  'IT',
  'LU',
  'NL',
  'PT',
  'SI',
  'SK',
  'EE',
  'LV',
  'LT',
  'HR',
  'CY',
  'MT',
];

/** The currency a shop in this country takes, when we know it. */
export const currencyOfCountry = (country: string): string | null =>
  currencies[country.toUpperCase()] ?? (euro.includes(country.toUpperCase()) ? 'EUR' : null);

const rad = (d: number) => (d * Math.PI) / 180;
const distanceKm = (
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) => {
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
};

/**
 * The zone of a point: that of the nearest known place in the same country (a geocoder answers
 * with a pin but no zone), or null when we know no place there.
 */
export function zoneNear(country: string, point: { latitude: number; longitude: number }): string | null {
  let best: { zone: string; km: number } | null = null;
  for (const p of knownPlaces) {
    if (p.country !== country.toUpperCase()) continue;
    const km = distanceKm(p, point);
    if (!best || km < best.km) best = { zone: p.timeZone, km };
  }
  return best?.zone ?? null;
}
