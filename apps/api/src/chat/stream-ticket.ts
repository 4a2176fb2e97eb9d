import { createHmac, timingSafeEqual } from 'node:crypto';

/** Long enough to open the stream after asking; a reconnect later asks for a new one. */
export const ticketLifetimeMs = 60_000;

const sign = (secret: string, data: string) =>
  createHmac('sha256', `chat-stream:${secret}`).update(data).digest('base64url');

/**
 * A short-lived signed ticket that names the user, for the one request that cannot carry a bearer
 * token: EventSource's GET. Signed, not stored, so any instance on the same secret accepts it.
 */
export function issueTicket(secret: string, userId: string, now = Date.now()) {
  const expiresAt = now + ticketLifetimeMs;
  const data = `${userId}.${expiresAt}`;
  return { ticket: `${data}.${sign(secret, data)}`, expiresAt: new Date(expiresAt) };
}

/** The user id of a valid, unexpired ticket, or null. */
export function verifyTicket(secret: string, ticket: string, now = Date.now()): string | null {
  const parts = ticket.split('.');
  if (parts.length !== 3) return null;
  const [userId, expiresAt, mac] = parts as [string, string, string];
  const expected = Buffer.from(sign(secret, `${userId}.${expiresAt}`));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (!/^\d+$/.test(expiresAt) || Number(expiresAt) < now) return null;
  return userId;
}
