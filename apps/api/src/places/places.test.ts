import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../test/app.ts';

// The new-shop wizard's address lookup: with no geocoder configured, the built-in places; with
// GEOCODER_URL, a Nominatim-compatible service (here a stand-in answering as Nominatim does).

let offline: TestApp;
let online: TestApp;
let nominatim: Server;
let asked: URL | undefined;

beforeAll(async () => {
  nominatim = createServer((req, res) => {
    asked = new URL(req.url ?? '/', 'http://stand-in');
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify([
        {
          lat: '45.5231',
          lon: '-122.6765',
          display_name: '1120 SW 5th Ave, Portland, Multnomah County, Oregon, 97204, United States',
          address: {
            house_number: '1120',
            road: 'SW 5th Ave',
            city: 'Portland',
            postcode: '97204',
            country_code: 'us',
          },
        },
      ]),
    );
  });
  await new Promise<void>((resolve) => nominatim.listen(0, '127.0.0.1', resolve));
  const port = (nominatim.address() as AddressInfo).port;
  [offline, online] = await Promise.all([
    createTestApp(),
    createTestApp({ GEOCODER_URL: `http://127.0.0.1:${port}` }),
  ]);
});
afterAll(async () => {
  await Promise.all([offline?.close(), online?.close()]);
  nominatim?.close();
});

const lookUp = async (app: TestApp, q: string) => {
  const person = await signUp(app);
  return app.inject({ url: `/v1/places?q=${encodeURIComponent(q)}`, headers: bearer(person.token) });
};

describe('looking up a new shop’s address', () => {
  it('finds Portland, US with its pin, Los Angeles time and dollars, with no geocoder configured', async () => {
    const res = await lookUp(offline, 'Portland, US');
    expect(res.statusCode, res.body).toBe(200);
    const [oregon, maine] = res.json().result;
    expect(oregon).toMatchObject({
      label: 'Portland, Oregon, US',
      city: 'Portland',
      country: 'US',
      timeZone: 'America/Los_Angeles',
      currency: 'USD',
    });
    expect(oregon.latitude).toBeCloseTo(45.52, 1);
    expect(maine).toMatchObject({ label: 'Portland, Maine, US', timeZone: 'America/New_York' });

    const street = (await lookUp(offline, '12 Main St, Portland, Oregon')).json().result;
    expect(street).toEqual([expect.objectContaining({ addressLine: '12 Main St', city: 'Portland' })]);
    expect((await lookUp(offline, 'Nowhere-on-earth, US')).json().result).toEqual([]);
  });

  it('asks the configured Nominatim-compatible geocoder, and derives the zone and currency', async () => {
    const res = await lookUp(online, '1120 SW 5th Ave, Portland');
    expect(res.statusCode, res.body).toBe(200);
    expect(asked?.pathname).toBe('/search');
    expect(asked?.searchParams.get('q')).toBe('1120 SW 5th Ave, Portland');
    expect(res.json().result).toEqual([
      {
        label: '1120 SW 5th Ave, Portland, Multnomah County, Oregon, 97204, United States',
        addressLine: '1120 SW 5th Ave',
        postalCode: '97204',
        city: 'Portland',
        country: 'US',
        latitude: 45.5231,
        longitude: -122.6765,
        timeZone: 'America/Los_Angeles',
        currency: 'USD',
      },
    ]);
  });

  it('is for signed-in people, and asks for something to look up', async () => {
    expect((await offline.inject({ url: '/v1/places?q=Portland' })).statusCode).toBe(401);
    expect((await lookUp(offline, 'P')).statusCode).toBe(400);
  });
});
