import { type APIRequestContext, expect } from '@playwright/test';

/** The bearer headers of whoever the request context is signed in as (its session cookie). */
export async function bearerOf(request: APIRequestContext) {
  const { token } = (await (await request.get('/auth/token')).json()) as { token: string };
  return { authorization: `Bearer ${token}`, 'x-client-source': 'customer-web' };
}

/** A new, unpublished shop of the signed-in person, with one artist (themselves) and one service. */
export async function shopThroughApi(request: APIRequestContext, shopUrl: string) {
  const headers = await bearerOf(request);
  const created = await request.post('/v1/businesses', {
    headers,
    data: {
      name: `Journey Ink ${shopUrl.slice(-5)}`,
      shopUrl,
      addressLine: 'Torstraße 10',
      city: 'Berlin',
      country: 'DE',
      latitude: 52.53,
      longitude: 13.4,
      timeZone: 'Europe/Berlin',
      currency: 'EUR',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const businessId = (await created.json()).result.businessId as string;
  const artist = await request.post(`/v1/business/${businessId}/artists`, {
    headers,
    data: { displayName: 'Journey Artist', isMe: true },
  });
  expect(artist.status(), await artist.text()).toBe(201);
  const artistId = (await artist.json()).result.id as string;
  const service = await request.post(`/v1/business/${businessId}/services`, {
    headers,
    data: {
      name: 'Flash piece',
      durationMinutes: 60,
      priceKind: 'fixed',
      priceAmount: 10000,
      artistIds: [artistId],
    },
  });
  expect(service.status(), await service.text()).toBe(201);
  return { businessId, artistId, headers };
}
