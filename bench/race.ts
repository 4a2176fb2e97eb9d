import { performance } from 'node:perf_hooks';
import { liveAppointmentsByStart } from './booked.ts';
import { signUpCustomers } from './customers.ts';
import { type BookingTarget, bookingBody, freeSlots } from './demo-booking.ts';

// docs/requirements.md#performance-budgets: 200 clients racing for one slot end with exactly one appointment, every other
// answer 409, no 5xx. Real customers post at the same instant to the product over loopback HTTP;
// every request has a deadline, so the row ends.

export const raceBudget = 'one appointment, every other answer 409, no 5xx';

export async function bookingRace(apiUrl: string, target: BookingTarget, clients = 200) {
  const customers = await signUpCustomers(apiUrl, 'racer', clients);

  // A free time a week ahead, so the lead time and the demo's own bookings stay out of the way.
  const slots = await freeSlots(apiUrl, target);
  const weekAhead = Date.now() + 7 * 24 * 3600_000;
  const start = slots.find((s) => Date.parse(s.start) >= weekAhead)?.start ?? slots.at(-1)?.start;
  if (!start) throw new Error('no free time for the race');

  const body = bookingBody(target, start);
  const t0 = performance.now();
  const answers = await Promise.all(
    customers.map(async (authorization, n) => {
      try {
        const res = await fetch(`${apiUrl}/v1/appointments`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization,
            'idempotency-key': `race-${n}-${t0.toFixed(0)}`,
          },
          body,
          signal: AbortSignal.timeout(60_000),
        });
        await res.arrayBuffer();
        return { status: String(res.status), ms: performance.now() - t0 };
      } catch {
        return { status: 'no answer', ms: performance.now() - t0 };
      }
    }),
  );
  const settleMs = Math.max(...answers.map((a) => a.ms));
  const statusCodes: Record<string, number> = {};
  for (const a of answers) statusCodes[a.status] = (statusCodes[a.status] ?? 0) + 1;
  const live = await liveAppointmentsByStart(apiUrl, customers, target.artistId);
  const winners = statusCodes['201'] ?? 0;
  const appointmentsAtSlot = live.get(new Date(start).toISOString()) ?? 0;
  return {
    clients,
    slot: start,
    winners,
    appointmentsAtSlot,
    statusCodes,
    settleMs: Math.round(settleMs),
    budget: raceBudget,
    met: winners === 1 && appointmentsAtSlot === 1 && statusCodes['409'] === clients - 1,
  };
}
