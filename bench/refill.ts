import { performance } from 'node:perf_hooks';
import { liveAppointmentsByStart } from './booked.ts';
import { signUpCustomers } from './customers.ts';
import { type BookingTarget, bookingBody, freeSlots } from './demo-booking.ts';

// Issue 29's refill row: a booked time is cancelled while 50 customers wait for the artist; the shop
// offers freed times to all at once, and all 50 book it at the same instant. Exactly one booking
// results and the other 49 are told the time has gone (409), with no 5xx. The copy of the race row's
// shape: real customers over loopback HTTP, every request with a deadline.

export const refillBudget = 'one booking, 49 × 409 "time gone", no 5xx';

const deadline = () => AbortSignal.timeout(60_000);

/** The demo owner's bearer header and shop id, signed in as a person would. */
async function signInOwner(apiUrl: string) {
  const origin = apiUrl.replace('127.0.0.1', 'localhost');
  const res = await fetch(`${apiUrl}/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'owner@north-star-tattoo.test', password: 'linework-demo' }),
    signal: deadline(),
  });
  if (!res.ok) throw new Error(`owner sign-in failed: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { token } = (await (
    await fetch(`${apiUrl}/auth/token`, { headers: { cookie }, signal: deadline() })
  ).json()) as {
    token: string;
  };
  const authorization = `Bearer ${token}`;
  const mine = (await (
    await fetch(`${apiUrl}/v1/users/me/businesses`, { headers: { authorization }, signal: deadline() })
  ).json()) as { result: { businessId: string; shopUrl: string }[] };
  const shop = mine.result.find((b) => b.shopUrl === 'north-star-tattoo');
  if (!shop) throw new Error('the demo owner has no north-star-tattoo');
  return { authorization, businessId: shop.businessId };
}

const json = (authorization: string) => ({ 'content-type': 'application/json', authorization });

export async function waitlistRefill(apiUrl: string, target: BookingTarget, waiting = 50) {
  const owner = await signInOwner(apiUrl);
  const set = await fetch(`${apiUrl}/v1/business/${owner.businessId}/waitlist/settings`, {
    method: 'PUT',
    headers: json(owner.authorization),
    body: JSON.stringify({ mode: 'all_at_once', holdMinutes: 30 }),
    signal: deadline(),
  });
  if (!set.ok) throw new Error(`waitlist setting failed: ${set.status}`);

  const [booker, ...customers] = await signUpCustomers(apiUrl, 'waiter', waiting + 1);
  for (const authorization of customers) {
    const joined = await fetch(`${apiUrl}/v1/waitlist/entries`, {
      method: 'POST',
      headers: json(authorization),
      body: JSON.stringify({
        shopUrl: target.shopUrl,
        artistId: target.artistId,
        serviceId: target.serviceId,
        days: [1, 2, 3, 4, 5, 6, 7],
        times: [{ from: '00:00', until: '23:59' }],
      }),
      signal: deadline(),
    });
    if (!joined.ok) throw new Error(`joining the waitlist failed: ${joined.status} ${await joined.text()}`);
  }

  // A time more than a week ahead, booked and then cancelled by its customer.
  const slots = await freeSlots(apiUrl, target);
  const weekAhead = Date.now() + 8 * 24 * 3600_000;
  const start = slots.find((s) => Date.parse(s.start) >= weekAhead)?.start ?? slots.at(-1)?.start;
  if (!start) throw new Error('no free time for the refill');
  const booked = await fetch(`${apiUrl}/v1/appointments`, {
    method: 'POST',
    headers: json(booker!),
    body: bookingBody(target, start),
    signal: deadline(),
  });
  if (!booked.ok) throw new Error(`booking the time failed: ${booked.status}`);
  const { id } = ((await booked.json()) as { result: { id: string } }).result;
  const cancelled = await fetch(`${apiUrl}/v1/appointments/${id}/cancel`, {
    method: 'POST',
    headers: { authorization: booker! },
    signal: deadline(),
  });
  if (!cancelled.ok) throw new Error(`cancelling failed: ${cancelled.status}`);

  // The worker offers it: wait (with a deadline) until every waiting customer holds an offer.
  const t0 = performance.now();
  const offerOf = async (authorization: string) => {
    const res = await fetch(`${apiUrl}/v1/waitlist/entries`, {
      headers: { authorization },
      signal: deadline(),
    });
    const entries = (
      (await res.json()) as { result: { offers: { id: string; state: string; startsAt: string }[] }[] }
    ).result;
    return entries
      .flatMap((e) => e.offers)
      .find(
        (o) => o.state === 'offered' && new Date(o.startsAt).toISOString() === new Date(start).toISOString(),
      )?.id;
  };
  let offers: (string | undefined)[] = [];
  while (performance.now() - t0 < 60_000) {
    offers = await Promise.all(customers.map(offerOf));
    if (offers.every(Boolean)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const offeredMs = performance.now() - t0;
  const offered = offers.filter(Boolean).length;

  const t1 = performance.now();
  const answers = await Promise.all(
    customers.map(async (authorization, n) => {
      const offerId = offers[n];
      if (!offerId) return { status: 'no offer', code: '', ms: 0 };
      try {
        const res = await fetch(`${apiUrl}/v1/waitlist/offers/${offerId}/accept`, {
          method: 'POST',
          headers: { authorization },
          signal: deadline(),
        });
        const body = (await res.json()) as { error?: { code: string } };
        return { status: String(res.status), code: body.error?.code ?? '', ms: performance.now() - t1 };
      } catch {
        return { status: 'no answer', code: '', ms: performance.now() - t1 };
      }
    }),
  );
  const settleMs = Math.max(...answers.map((a) => a.ms));
  const statusCodes: Record<string, number> = {};
  for (const a of answers) statusCodes[a.status] = (statusCodes[a.status] ?? 0) + 1;
  const gone = answers.filter((a) => a.status === '409' && a.code === 'TIME_GONE').length;
  const live = await liveAppointmentsByStart(apiUrl, customers, target.artistId);
  const bookings = live.get(new Date(start).toISOString()) ?? 0;
  return {
    waiting,
    slot: start,
    offered,
    offeredMs: Math.round(offeredMs),
    winners: statusCodes['201'] ?? 0,
    gone,
    bookings,
    statusCodes,
    settleMs: Math.round(settleMs),
    budget: refillBudget,
    met: offered === waiting && statusCodes['201'] === 1 && bookings === 1 && gone === waiting - 1,
  };
}
