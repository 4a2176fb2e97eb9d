import type { PlaywrightWorkerArgs } from '@playwright/test';
import { expect } from './fixtures.ts';
import { signedInApi } from './journey-api.ts';
import { demoPassword, northStarTeam } from './studio.ts';

/** A new tattoo request of the demo customer to North Star for Jules, sent through the API. */
export async function requestForJules(playwright: PlaywrightWorkerArgs['playwright'], contactName: string) {
  const customer = await signedInApi(playwright, 'customer@linework.test', demoPassword);
  const shop = (await (await customer.get('/v1/shops/north-star-tattoo')).json()).result as {
    id: string;
    artists: { id: string; artistUrl: string }[];
    services: { id: string; name: string }[];
  };
  const jules = shop.artists.find((a) => a.artistUrl === 'jules')!;
  const flash = shop.services.find((s) => s.name === 'Flash piece')!;
  const res = await customer.post('/v1/shops/north-star-tattoo/requests', {
    idea: 'A small swallow on the wrist, flying towards the thumb, fine lines',
    placement: 'wrist',
    size: { unit: 'cm', widthCm: 6, heightCm: 4 },
    style: 'Traditional',
    colour: 'black_and_grey',
    budgetMinAmount: 15000,
    budgetMaxAmount: 25000,
    preferredArtistId: jules.id,
    serviceId: flash.id,
    preferredWeekdays: [2, 4],
    contactName,
    contactEmail: 'customer@linework.test',
    adultConfirmed: true,
  });
  expect(res.status(), await res.text()).toBe(201);
  const request = (await res.json()).result as { id: string };
  return { customer, businessId: shop.id, requestId: request.id };
}

/** The front desk's API view of one request of North Star. */
export async function frontDeskView(
  playwright: PlaywrightWorkerArgs['playwright'],
  businessId: string,
  id: string,
) {
  const desk = await signedInApi(playwright, northStarTeam.frontDesk, demoPassword);
  const res = await desk.get(`/v1/business/${businessId}/requests/${id}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).result as {
    offer: { appointmentId: string } | null;
    offerTimes: { times: { start: string; outcome: string }[] } | null;
  };
}
