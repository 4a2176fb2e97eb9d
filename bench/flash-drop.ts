import { performance } from 'node:perf_hooks';
import { liveAppointmentsByStart } from './booked.ts';
import { signUpCustomers } from './customers.ts';
import type { Slot } from './demo-booking.ts';
import { percentile, round1 } from './load.ts';

// The flash drop (issue 29, docs' budgets): an artist drops 20 one-off designs and 300 customers
// arrive within 3 s. Each opens the drop's page (its HTML, the drop, its stock) and claims a design;
// one in ten, greedy, claims a second one past the limit of one. Whoever wins a design books it at
// once with the claim, on a time of its own. Open-loop, as the books-open drop: customers arrive on
// a schedule whatever the server's speed. The product runs in its own process; this one is the load.

export const flashDropBudget = {
  claimP99Ms: 150,
  pageP99Ms: 150,
  text: 'claim p99 ≤ 150 ms, drop page p99 ≤ 150 ms, exactly 20 sold (each design once, as an appointment), no customer past the limit, 0 × 5xx',
};

type Step = 'page' | 'drop' | 'stock' | 'claim' | 'booking';
type Answer = { step: Step; status: string; ms: number; body?: unknown };

const requestTimeoutMs = 30_000;
const sleepUntil = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - performance.now())));

async function timed(step: Step, url: string, init: RequestInit = {}, keepBody = false): Promise<Answer> {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) });
    const text = await res.text(); // the answer counts once all of it has arrived
    const ms = performance.now() - t0;
    return { step, status: String(res.status), ms, body: keepBody ? JSON.parse(text) : undefined };
  } catch {
    return { step, status: 'no answer', ms: performance.now() - t0 };
  }
}

function summary(answers: Answer[], step: Step) {
  const mine = answers.filter((a) => a.step === step);
  const ms = mine.map((a) => a.ms).sort((a, b) => a - b);
  const statusCodes: Record<string, number> = {};
  for (const a of mine) statusCodes[a.status] = (statusCodes[a.status] ?? 0) + 1;
  return {
    requests: mine.length,
    p50Ms: round1(percentile(ms, 50)),
    p99Ms: round1(percentile(ms, 99)),
    maxMs: round1(ms.at(-1) ?? 0),
    statusCodes,
  };
}

/** A 1×1 PNG: the designs' picture (the bench measures claims, not images). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYPj/HwADAgH/0fPD6QAAAABJRU5ErkJggg==',
  'base64',
);

/** The demo owner of North Star, signed in: their Authorization header. */
async function ownerAuthorization(apiUrl: string) {
  const origin = apiUrl.replace('127.0.0.1', 'localhost');
  const signIn = await fetch(`${apiUrl}/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'owner@north-star-tattoo.test', password: 'linework-demo' }),
  });
  if (!signIn.ok) throw new Error(`owner sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { token } = (await (await fetch(`${apiUrl}/auth/token`, { headers: { cookie } })).json()) as {
    token: string;
  };
  return `Bearer ${token}`;
}

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what} failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { result: T }).result;
}

type Design = { id: string; sizes: { id: string; durationMinutes: number }[] };
type Drop = { id: string; items: { id: string; design: Design }[] };

/**
 * The studio's side, before the measured part: 20 one-off designs of Dex at North Star (not Jules,
 * whom the books-open drop books), one picture, a drop of them open now with a limit of one.
 */
async function setUpDrop(apiUrl: string, designs: number) {
  const authorization = await ownerAuthorization(apiUrl);
  const headers = { authorization, 'content-type': 'application/json' };
  const me = await json<{ id: string }>(await fetch(`${apiUrl}/v1/users/me`, { headers }), 'owner profile');
  const businesses = await json<{ businessId: string; name: string }[]>(
    await fetch(`${apiUrl}/v1/users/me/businesses`, { headers }),
    'businesses',
  );
  const businessId = businesses.find((b) => b.name === 'North Star Tattoo')?.businessId;
  if (!businessId) throw new Error('the demo owner has no North Star Tattoo');
  const shop = await json<{
    artists: { id: string; artistUrl: string }[];
    services: { id: string; name: string }[];
  }>(await fetch(`${apiUrl}/v1/shops/north-star-tattoo`), 'shop');
  const dex = shop.artists.find((a) => a.artistUrl === 'dex');
  const flash = shop.services.find((s) => s.name === 'Flash piece');
  if (!dex || !flash) throw new Error('the demo has no Dex or no Flash piece at North Star');

  const path = `users/${me.id}/flash/bench-${Date.now()}.png`;
  const declared = await json<{ uploadUrl: string }>(
    await fetch(`${apiUrl}/v1/uploads`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ path, contentType: 'image/png', size: png.length, public: true }),
    }),
    'picture upload',
  );
  const put = await fetch(declared.uploadUrl.replace(/^https?:\/\/[^/]+/, apiUrl), {
    method: 'PUT',
    headers: { authorization, 'content-type': 'image/png' },
    body: png,
  });
  if (!put.ok) throw new Error(`picture upload failed: ${put.status} ${await put.text()}`);

  const studio = `${apiUrl}/v1/business/${businessId}`;
  const made: Design[] = [];
  for (let n = 0; n < designs; n++) {
    made.push(
      await json<Design>(
        await fetch(`${studio}/flash`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            artistId: dex.id,
            serviceId: flash.id,
            title: `Bench one-off ${n + 1}`,
            picturePath: path,
            repeatable: false,
            sizes: [{ label: 'Palm', durationMinutes: 60, priceAmount: 12000 }],
          }),
        }),
        'flash design',
      ),
    );
  }
  const drop = await json<Drop>(
    await fetch(`${studio}/drops`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        artistId: dex.id,
        title: 'Bench drop',
        opensAt: new Date(Date.now() - 1_000).toISOString(),
        perCustomerLimit: 1,
        holdMinutes: 10,
        items: made.map((d) => ({ designId: d.id, stock: 1 })),
      }),
    }),
    'drop',
  );
  return { drop, artistId: dex.id, serviceId: flash.id };
}

/** Free times for the size, each an hour or more after the previous one ends, so none collide. */
async function separateFreeTimes(
  apiUrl: string,
  t: { artistId: string; serviceId: string; sizeId: string },
  count: number,
) {
  const res = await fetch(
    `${apiUrl}/v1/availability?shopUrl=north-star-tattoo&artistId=${t.artistId}&serviceId=${t.serviceId}&flashSizeId=${t.sizeId}`,
  );
  const { days } = await json<{ days: { slots: Slot[] }[] }>(res, 'availability');
  const picked: Slot[] = [];
  for (const slot of days.flatMap((d) => d.slots)) {
    const last = picked.at(-1);
    if (!last || Date.parse(slot.start) >= Date.parse(last.end) + 3600_000) picked.push(slot);
    if (picked.length === count) break;
  }
  if (picked.length < count) throw new Error(`only ${picked.length} separate free times for the drop`);
  return picked;
}

export async function flashDrop(
  apiUrl: string,
  opts = { customers: 300, spreadMs: 3000, designs: 20, greedyEvery: 10 },
) {
  const { drop, artistId, serviceId } = await setUpDrop(apiUrl, opts.designs);
  const times = await separateFreeTimes(
    apiUrl,
    { artistId, serviceId, sizeId: drop.items[0]!.design.sizes[0]!.id },
    opts.designs,
  );
  const customers = await signUpCustomers(apiUrl, 'flash', opts.customers);

  const t0 = performance.now();
  const claimUrl = `${apiUrl}/v1/drops/${drop.id}/claims`;
  const claimInit = (authorization: string, dropItemId: string): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ dropItemId }),
  });
  const runs = customers.map(async (authorization, i) => {
    await sleepUntil(t0 + (i * opts.spreadMs) / opts.customers);
    const answers = await Promise.all([
      timed('page', `${apiUrl}/drops/${drop.id}`, { headers: { accept: 'text/html' } }),
      timed('drop', `${apiUrl}/v1/drops/${drop.id}`),
      timed('stock', `${apiUrl}/v1/drops/${drop.id}/stock`),
    ]);
    const k = i % opts.designs;
    const item = drop.items[k]!;
    const claim = await timed('claim', claimUrl, claimInit(authorization, item.id), true);
    answers.push(claim);
    if (i % opts.greedyEvery === 0) {
      // Greedy: a second design past the limit of one.
      const other = drop.items[(k + 1) % opts.designs]!;
      answers.push(await timed('claim', claimUrl, claimInit(authorization, other.id), true));
    }
    const won = answers.filter((a) => a.step === 'claim' && a.status === '201');
    for (const w of won) {
      const c = (w.body as { result: { id: string; dropItemId: string } }).result;
      const n = drop.items.findIndex((x) => x.id === c.dropItemId);
      answers.push(
        await timed('booking', `${apiUrl}/v1/appointments`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization,
            'idempotency-key': `flash-${drop.id}-${i}-${n}`,
          },
          body: JSON.stringify({
            shopUrl: 'north-star-tattoo',
            artistId,
            serviceId,
            flashSizeId: drop.items[n]!.design.sizes[0]!.id,
            flashClaimId: c.id,
            start: times[n]!.start,
          }),
        }),
      );
    }
    return { authorization, answers, claimsWon: won.length };
  });
  const results = await Promise.all(runs);
  const durationMs = performance.now() - t0;
  const answers = results.flatMap((r) => r.answers);

  // What the server says afterwards: every design taken, and the appointments the winners hold.
  const stock = await json<{ items: { left: number }[] }>(
    await fetch(`${apiUrl}/v1/drops/${drop.id}/stock`),
    'stock',
  );
  const winners = results.filter((r) => r.claimsWon > 0).map((r) => r.authorization);
  const live = await liveAppointmentsByStart(apiUrl, winners, artistId);
  const appointments = [...live.values()].reduce((a, b) => a + b, 0);
  const eachTimeOnce = times.every((t) => live.get(new Date(t.start).toISOString()) === 1);
  const claimsWon = results.reduce((a, r) => a + r.claimsWon, 0);
  const overLimit = results.filter((r) => r.claimsWon > 1).length;
  const steps = {
    page: summary(answers, 'page'),
    drop: summary(answers, 'drop'),
    stock: summary(answers, 'stock'),
    claim: summary(answers, 'claim'),
    booking: summary(answers, 'booking'),
  };
  const fiveXx = answers.filter((a) => a.status.startsWith('5')).length;
  const noAnswer = answers.filter((a) => a.status === 'no answer').length;
  const pageP99Ms = Math.max(steps.page.p99Ms, steps.drop.p99Ms, steps.stock.p99Ms);
  return {
    customers: opts.customers,
    spreadMs: opts.spreadMs,
    designs: opts.designs,
    durationMs: Math.round(durationMs),
    steps,
    pageP99Ms,
    claimsWon,
    appointments,
    eachTimeOnce,
    soldOut: stock.items.every((i) => i.left === 0),
    overLimit,
    fiveXx,
    noAnswer,
    budget: flashDropBudget.text,
    met:
      steps.claim.p99Ms <= flashDropBudget.claimP99Ms &&
      pageP99Ms <= flashDropBudget.pageP99Ms &&
      claimsWon === opts.designs &&
      appointments === opts.designs &&
      eachTimeOnce &&
      overLimit === 0 &&
      fiveXx === 0 &&
      noAnswer === 0,
  };
}
