import { performance } from 'node:perf_hooks';
import { liveAppointmentsByStart } from './booked.ts';
import { signUpCustomers } from './customers.ts';
import { availabilityPath, type BookingTarget, bookingBody, freeSlots, type Slot } from './demo-booking.ts';
import { percentile, round1 } from './load.ts';

// The books-open drop (docs/requirements.md#performance-budgets): an artist announces open books and her
// followers arrive within a few seconds. Each opens her page (the HTML), reads her free times, and
// one in five, already signed in, books one of the first free times. Open-loop: followers arrive on
// a schedule whatever the server's speed, as people do.

export const dropBudget = {
  pageP99Ms: 150,
  availabilityP99Ms: 100,
  text: 'page HTML p99 ≤ 150 ms, availability p99 ≤ 100 ms, 0 × 5xx, exactly 1 appointment per contested slot',
};

type Step = 'page' | 'availability' | 'booking';
type Answer = { step: Step; status: string; ms: number };

const requestTimeoutMs = 30_000;
const sleepUntil = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - performance.now())));

async function timed(step: Step, url: string, init: RequestInit = {}): Promise<Answer> {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) });
    await res.arrayBuffer(); // the answer counts once all of it has arrived
    return { step, status: String(res.status), ms: performance.now() - t0 };
  } catch {
    return { step, status: 'no answer', ms: performance.now() - t0 };
  }
}

/**
 * The times everyone is after: the first free ones, each starting an hour or more after the previous
 * one ends, so that every one of them can be won (overlapping times would lose to each other).
 */
function contestedSlots(slots: Slot[], count: number) {
  const picked: Slot[] = [];
  for (const slot of slots) {
    const last = picked.at(-1);
    if (!last || Date.parse(slot.start) >= Date.parse(last.end) + 3600_000) picked.push(slot);
    if (picked.length === count) break;
  }
  return picked;
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

export async function booksOpenDrop(
  apiUrl: string,
  target: BookingTarget,
  opts = { followers: 300, spreadMs: 3000, bookEvery: 5, contested: 20 },
) {
  const bookers = await signUpCustomers(apiUrl, 'follower', Math.ceil(opts.followers / opts.bookEvery));
  const wanted = contestedSlots(await freeSlots(apiUrl, target), opts.contested);
  if (wanted.length === 0) throw new Error('no free time for the drop');

  const t0 = performance.now();
  const runId = Date.now().toString(36);
  const followers = Array.from({ length: opts.followers }, async (_, i) => {
    await sleepUntil(t0 + (i * opts.spreadMs) / opts.followers);
    const answers = [
      await timed('page', `${apiUrl}${target.artistPage}`, { headers: { accept: 'text/html' } }),
      await timed('availability', `${apiUrl}${availabilityPath(target)}`),
    ];
    if (i % opts.bookEvery === 0) {
      const n = i / opts.bookEvery;
      answers.push(
        await timed('booking', `${apiUrl}/v1/appointments`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: bookers[n]!,
            'idempotency-key': `drop-${runId}-${n}`,
          },
          body: bookingBody(target, wanted[n % wanted.length]!.start),
        }),
      );
    }
    return answers;
  });
  const answers = (await Promise.all(followers)).flat();
  const durationMs = performance.now() - t0;

  const live = await liveAppointmentsByStart(apiUrl, bookers, target.artistId);
  const slots = wanted.map((s, k) => ({
    start: s.start,
    attempts: bookers.filter((_, n) => n % wanted.length === k).length,
    appointments: live.get(new Date(s.start).toISOString()) ?? 0,
  }));
  const steps = {
    page: summary(answers, 'page'),
    availability: summary(answers, 'availability'),
    booking: summary(answers, 'booking'),
  };
  const fiveXx = answers.filter((a) => a.status.startsWith('5')).length;
  const noAnswer = answers.filter((a) => a.status === 'no answer').length;
  const exactlyOnePerSlot = slots.every((s) => s.appointments === 1);
  return {
    followers: opts.followers,
    spreadMs: opts.spreadMs,
    bookers: bookers.length,
    artistPage: target.artistPage,
    durationMs: Math.round(durationMs),
    steps,
    fiveXx,
    noAnswer,
    contestedSlots: slots,
    exactlyOnePerSlot,
    budget: dropBudget.text,
    met:
      steps.page.p99Ms <= dropBudget.pageP99Ms &&
      steps.availability.p99Ms <= dropBudget.availabilityP99Ms &&
      fiveXx === 0 &&
      noAnswer === 0 &&
      exactlyOnePerSlot,
  };
}
