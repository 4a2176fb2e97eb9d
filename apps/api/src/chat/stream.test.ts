import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import type { ReceivedEvent } from '../../test/sse-client.ts';
import { twoInstances } from '../../test/two-instances.ts';
import { purgeEventsBefore } from './events.ts';
import { insertChatWorld, openStream, send, startConversation } from './test-fixtures.ts';

const messageBodies = (events: ReceivedEvent[]) =>
  events
    .filter((e) => e.event === 'message')
    .map((e) => (e.data as { message: { body: string } }).message.body);

describe('live stream on one instance', () => {
  let app: TestApp;
  let baseUrl: string;
  let world: Awaited<ReturnType<typeof insertChatWorld>>;

  beforeAll(async () => {
    app = await createTestApp();
    world = await insertChatWorld(app);
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => app?.close());

  it('delivers a message and read receipts live to both sides', async () => {
    const { id } = await startConversation(app, world.customer.headers);
    const staffStream = await openStream(app, baseUrl, world.staff.headers);
    const customerStream = await openStream(app, baseUrl, world.customer.headers);
    const sent = await send(
      app,
      `/v1/conversations/${id}/messages`,
      world.customer.headers,
      'Hello from the customer',
    );
    const arrived = await staffStream.waitFor((e) => e.event === 'message');
    expect(arrived.data).toMatchObject({
      kind: 'message',
      viewerSide: 'shop',
      businessId: world.ids.anchor,
      message: { body: 'Hello from the customer', side: 'customer', conversationId: id },
    });
    await app.inject({
      method: 'POST',
      url: `/v1/business/${world.ids.anchor}/conversations/${id}/receipts`,
      headers: world.staff.headers,
      payload: { kind: 'read', upTo: sent.position },
    });
    const tick = await customerStream.waitFor((e) => e.event === 'receipts');
    expect(tick.data).toMatchObject({ conversationId: id, receipts: { shopReadUpTo: sent.position } });
    staffStream.close();
    customerStream.close();
  });

  it('replays exactly the messages sent while disconnected, in order, once', async () => {
    const { id } = await startConversation(app, world.customer.headers);
    const url = `/v1/business/${world.ids.anchor}/conversations/${id}/messages`;
    const first = await openStream(app, baseUrl, world.customer.headers);
    await send(app, url, world.staff.headers, 'before the tunnel');
    const seen = await first.waitFor((e) => e.event === 'message');
    first.close();
    for (const body of ['in the tunnel 1', 'in the tunnel 2', 'in the tunnel 3']) {
      await send(app, url, world.staff.headers, body);
    }
    const resumed = await openStream(app, baseUrl, world.customer.headers, seen.id!);
    await send(app, url, world.staff.headers, 'after the tunnel');
    await resumed.waitFor(
      (e) => (e.data as { message?: { body: string } }).message?.body === 'after the tunnel',
    );
    expect(messageBodies(resumed.events)).toEqual([
      'in the tunnel 1',
      'in the tunnel 2',
      'in the tunnel 3',
      'after the tunnel',
    ]);
    const ids = resumed.events.flatMap((e) => (e.id === null ? [] : [e.id]));
    expect(ids).toEqual(ids.map((_, i) => seen.id! + 1 + i));
    resumed.close();
  });

  it('tells a client resuming past events that were purged to reload, instead of skipping them', async () => {
    const { id } = await startConversation(app, world.customer.headers);
    const url = `/v1/business/${world.ids.anchor}/conversations/${id}/messages`;
    const first = await openStream(app, baseUrl, world.customer.headers);
    await send(app, url, world.staff.headers, 'before the weekend');
    const seen = await first.waitFor((e) => e.event === 'message');
    first.close();
    await send(app, url, world.staff.headers, 'over the weekend');
    // Retention (worker/retention.ts) removes the events written while the phone slept.
    await purgeEventsBefore(app.db, new Date(Date.now() + 60_000));
    const resumed = await openStream(app, baseUrl, world.customer.headers, seen.id!);
    await resumed.waitFor((e) => e.event === 'reset');
    resumed.close();
  });

  it('refuses a stream without a valid ticket', async () => {
    const res = await fetch(`${baseUrl}/v1/events/stream?ticket=someone.123.forged`);
    expect(res.status).toBe(401);
  });
});

describe('two API instances on one database', () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  let urlB: string;

  beforeAll(async () => {
    pair = await twoInstances('lw_chat');
    await pair.a.listen({ port: 0, host: '127.0.0.1' });
    urlB = await pair.b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => pair?.stop());

  it('delivers a message posted on one instance to a stream on the other, once and in order', async () => {
    const world = await insertChatWorld(pair.a);
    const { id } = await startConversation(pair.a, world.customer.headers);
    const stream = await openStream(pair.b, urlB, world.staff.headers);
    for (const body of ['one', 'two', 'three']) {
      await send(pair.a, `/v1/conversations/${id}/messages`, world.customer.headers, body);
    }
    await stream.waitFor((e) => (e.data as { message?: { body: string } }).message?.body === 'three');
    expect(messageBodies(stream.events)).toEqual(['one', 'two', 'three']);
    stream.close();
  });
});
