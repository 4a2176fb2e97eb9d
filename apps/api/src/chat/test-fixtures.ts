import type { FastifyInstance } from 'fastify';
import { openSse } from '../../test/sse-client.ts';
import { insertBookingFixtures, newCustomer, newMember } from '../appointments/test-fixtures.ts';

/** A shop (Anchor Ink, from the booking fixtures) with one staff member, and a customer. */
export async function insertChatWorld(app: FastifyInstance) {
  const ids = await insertBookingFixtures(app);
  const staff = await newMember(app, ids.anchor, 'staff');
  const customer = await newCustomer(app);
  return { ids, staff, customer };
}

export async function startConversation(
  app: FastifyInstance,
  headers: Record<string, string>,
  shopUrl = 'anchor-ink',
) {
  const res = await app.inject({ method: 'POST', url: '/v1/conversations', headers, payload: { shopUrl } });
  if (res.statusCode !== 200) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  return res.json().result as { id: string };
}

let sent = 0;
export const clientId = () => `client-${Date.now()}-${++sent}`;

export async function send(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  body: string,
  clientMessageId = clientId(),
) {
  const res = await app.inject({
    method: 'POST',
    url,
    headers,
    payload: { clientMessageId, body },
  });
  if (res.statusCode !== 201 && res.statusCode !== 200)
    throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return res.json().result as { id: string; position: number; body: string };
}

/** Opens the live stream of the user behind `headers` on a listening app. */
export async function openStream(
  app: FastifyInstance,
  baseUrl: string,
  headers: Record<string, string>,
  after?: number,
) {
  const res = await app.inject({ method: 'POST', url: '/v1/events/ticket', headers });
  const { ticket } = res.json().result as { ticket: string };
  const query = new URLSearchParams({ ticket, ...(after === undefined ? {} : { after: String(after) }) });
  const stream = await openSse(`${baseUrl}/v1/events/stream?${query}`);
  await stream.ready;
  return stream;
}
