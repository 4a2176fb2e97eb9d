import { performance } from 'node:perf_hooks';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointments, liveStatuses } from '../apps/api/src/db/schema/appointments.ts';
import { availabilityPath, julesAtNorthStar } from './demo-booking.ts';

// DESIGN section 6: 200 clients racing for one slot end with exactly one appointment, every other
// answer 409, no 5xx. Real customers (signed up through the identity service) post at the same
// instant to the real server over loopback HTTP; every request has a deadline, so the row ends.

const requestTimeoutMs = 60_000;

async function signUpCustomer(apiUrl: string, origin: string, n: number) {
  const signal = AbortSignal.timeout(requestTimeoutMs);
  const res = await fetch(`${apiUrl}/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      email: `racer-${n}-${Date.now()}@example.test`,
      password: 'bench-password-1',
      firstName: 'Racer',
      lastName: String(n),
    }),
    signal,
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { token } = (await (await fetch(`${apiUrl}/auth/token`, { headers: { cookie }, signal })).json()) as {
    token: string;
  };
  const authorization = `Bearer ${token}`;
  // The profile exists before the race, so the race is about the slot alone.
  await fetch(`${apiUrl}/v1/users/me`, { headers: { authorization }, signal });
  return authorization;
}

/** Runs `task` for 0…count-1 with at most `width` at a time. */
async function inBatches<T>(count: number, width: number, task: (i: number) => Promise<T>) {
  const out: T[] = [];
  for (let i = 0; i < count; i += width) {
    out.push(
      ...(await Promise.all(Array.from({ length: Math.min(width, count - i) }, (_, j) => task(i + j)))),
    );
  }
  return out;
}

export async function bookingRace(app: FastifyInstance, apiUrl: string, origin: string, clients = 200) {
  const ids = await julesAtNorthStar(app);
  const tokens = await inBatches(clients, 8, (i) => signUpCustomer(apiUrl, origin, i));

  // A free time a week ahead, so the lead time and the demo's own bookings stay out of the way.
  const days = (
    (await (await fetch(`${apiUrl}${availabilityPath(ids, '')}`)).json()) as {
      result: { days: { slots: { start: string }[] }[] };
    }
  ).result.days;
  const start = days.slice(7).find((d) => d.slots.length > 0)?.slots[0]?.start;
  if (!start) throw new Error('no free time for the race');

  const body = JSON.stringify({
    shopUrl: ids.shopUrl,
    artistId: ids.artistId,
    serviceId: ids.serviceId,
    start,
  });
  const t0 = performance.now();
  const answers = await Promise.all(
    tokens.map(async (authorization) => {
      try {
        const res = await fetch(`${apiUrl}/v1/appointments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization },
          body,
          signal: AbortSignal.timeout(requestTimeoutMs),
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
  const live = await app.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.artistId, ids.artistId),
        eq(appointments.startsAt, new Date(start)),
        inArray(appointments.status, [...liveStatuses]),
      ),
    );
  const winners = statusCodes['201'] ?? 0;
  return {
    clients,
    slot: start,
    winners,
    appointmentsAtSlot: live.length,
    statusCodes,
    settleMs: Math.round(settleMs),
    ok: winners === 1 && live.length === 1 && statusCodes['409'] === clients - 1,
  };
}
