import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BusinessEvent } from '@linework/contract/staff-booking';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import { startEventStream } from '../http/event-stream.ts';

// A shop's live day (docs/decisions/027): the database announces every change of an appointment,
// its payments, its waiver or its check-in on one channel (migration business_appointment_changes),
// whichever code path made it; each instance LISTENs once and passes the news to the shop's open
// streams. Events only say what to read again, so nothing is replayed: a reconnect reads again.

/** The NOTIFY channel; its payload is `<businessId>,<artistId>,<appointmentId>`. */
export const businessChangesChannel = 'business_appointments';

/** Long enough to open the stream after asking; a reconnect asks for a new one. */
export const ticketLifetimeMs = 60_000;

const sign = (secret: string, data: string) =>
  createHmac('sha256', `business-stream:${secret}`).update(data).digest('base64url');

/**
 * A short-lived signed ticket naming a member and their business, for the one request that cannot
 * carry a bearer token: EventSource's GET. Signed, not stored, so any instance accepts it.
 */
export function issueBusinessTicket(secret: string, userId: string, businessId: string, now: number) {
  const expiresAt = now + ticketLifetimeMs;
  const data = `${userId}.${businessId}.${expiresAt}`;
  return { ticket: `${data}.${sign(secret, data)}`, expiresAt: new Date(expiresAt) };
}

/** The member and business of a valid, unexpired ticket, or null. */
export function verifyBusinessTicket(secret: string, ticket: string, now: number) {
  const parts = ticket.split('.');
  if (parts.length !== 4) return null;
  const [userId, businessId, expiresAt, mac] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(secret, `${userId}.${businessId}.${expiresAt}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (!/^\d+$/.test(expiresAt) || Number(expiresAt) < now) return null;
  return { userId, businessId };
}

type BusinessStream = {
  businessId: string;
  /** Only this artist's appointments (an artist member), or all of the shop's. */
  artistId: string | undefined;
  send(event: 'appointment' | 'reset', data: BusinessEvent | Record<string, never>): void;
  close(): void;
};

/** One LISTEN per instance, and the shops' open streams on it. */
export async function createBusinessHub(deps: Pick<Deps, 'database'>) {
  const byBusiness = new Map<string, Set<BusinessStream>>();
  await deps.database.listen(businessChangesChannel, (payload) => {
    // null: the listener reconnected and may have missed changes; every stream reads again.
    if (payload === null) {
      for (const streams of byBusiness.values()) for (const s of streams) s.send('reset', {});
      return;
    }
    const [businessId, artistId, appointmentId] = payload.split(',');
    if (!businessId || !artistId || !appointmentId) return;
    for (const s of byBusiness.get(businessId) ?? []) {
      if (!s.artistId || s.artistId === artistId) s.send('appointment', { appointmentId, artistId });
    }
  });
  return {
    add(stream: BusinessStream) {
      const streams = byBusiness.get(stream.businessId) ?? new Set();
      byBusiness.set(stream.businessId, streams);
      streams.add(stream);
    },
    remove(stream: BusinessStream) {
      const streams = byBusiness.get(stream.businessId);
      streams?.delete(stream);
      if (streams?.size === 0) byBusiness.delete(stream.businessId);
    },
    closeAll() {
      for (const streams of byBusiness.values()) for (const s of streams) s.close();
      byBusiness.clear();
    },
  };
}

export type BusinessHub = Awaited<ReturnType<typeof createBusinessHub>>;

/** Turns the request into a Server-Sent Events stream of one shop, registered with the hub. */
export function openBusinessStream(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: BusinessHub,
  opts: { businessId: string; artistId: string | undefined },
) {
  const sse = startEventStream(request, reply, () => hub.remove(stream));
  sse.send({ event: 'ready', data: {} });
  const stream: BusinessStream = {
    ...opts,
    send: (event, data) => sse.send({ event, data }),
    close: sse.end,
  };
  hub.add(stream);
}
