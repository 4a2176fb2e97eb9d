import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { newCustomer, newMember } from '../appointments/test-fixtures.ts';
import { conversations, messages } from '../db/schema/chat.ts';
import { jobs } from '../db/schema/jobs.ts';
import { mailMessages } from '../db/schema/mail.ts';
import { users } from '../db/schema/users.ts';
import { runDueJobs } from '../worker/worker.ts';
import { clientId, insertChatWorld, send, startConversation } from './test-fixtures.ts';

let app: TestApp;
let world: Awaited<ReturnType<typeof insertChatWorld>>;

beforeAll(async () => {
  app = await createTestApp();
  world = await insertChatWorld(app);
});
afterAll(async () => app?.close());

const mine = (id: string) => `/v1/conversations/${id}`;
const shops = (id: string) => `/v1/business/${world.ids.anchor}/conversations/${id}`;

describe('conversations', () => {
  it('starts one conversation per shop and customer and reuses it', async () => {
    const first = await startConversation(app, world.customer.headers);
    const again = await app.inject({
      method: 'POST',
      url: '/v1/conversations',
      headers: world.customer.headers,
      payload: { shopUrl: 'anchor-ink', artistId: world.ids.ada },
    });
    expect(again.json().result.id).toBe(first.id);
    expect(again.json().result.artist.displayName).toBe('Ada Stone');
    expect(again.json().result.shop.name).toBe('Anchor Ink');
  });

  it('answers 404 for an unknown shop and for an appointment of someone else', async () => {
    const shop = await app.inject({
      method: 'POST',
      url: '/v1/conversations',
      headers: world.customer.headers,
      payload: { shopUrl: 'nowhere-ink' },
    });
    expect(shop.statusCode).toBe(404);
    const appointment = await app.inject({
      method: 'POST',
      url: '/v1/conversations',
      headers: world.customer.headers,
      payload: { shopUrl: 'anchor-ink', appointmentId: 'not-mine-at-all' },
    });
    expect(appointment.statusCode).toBe(404);
  });

  it("hides another customer's conversation and another shop's conversations (404)", async () => {
    const { id } = await startConversation(app, world.customer.headers);
    const stranger = await newCustomer(app);
    for (const url of [mine(id), `${mine(id)}/messages`]) {
      const res = await app.inject({ url, headers: stranger.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const post = await app.inject({
      method: 'POST',
      url: `${mine(id)}/messages`,
      headers: stranger.headers,
      payload: { clientMessageId: clientId(), body: 'hello?' },
    });
    expect(post.statusCode).toBe(404);
    // A member of another shop reaches neither this conversation nor Anchor's list.
    const otherStaff = await newMember(app, world.ids.harbour, 'staff');
    const viaOwnShop = await app.inject({
      url: `/v1/business/${world.ids.harbour}/conversations/${id}`,
      headers: otherStaff.headers,
    });
    expect(viaOwnShop.statusCode).toBe(404);
    const anchorList = await app.inject({
      url: `/v1/business/${world.ids.anchor}/conversations`,
      headers: otherStaff.headers,
    });
    expect(anchorList.statusCode).toBe(404);
  });

  it('requires a signed-in user', async () => {
    const res = await app.inject({ url: '/v1/conversations' });
    expect(res.statusCode).toBe(401);
  });
});

describe('sending', () => {
  it('stores a retried send with the same client message id once', async () => {
    const { id } = await startConversation(app, world.customer.headers);
    const key = clientId();
    const payload = { clientMessageId: key, body: 'Can I get a swallow on my wrist?' };
    const first = await app.inject({
      method: 'POST',
      url: `${mine(id)}/messages`,
      headers: world.customer.headers,
      payload,
    });
    const retry = await app.inject({
      method: 'POST',
      url: `${mine(id)}/messages`,
      headers: world.customer.headers,
      payload,
    });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().result.id).toBe(first.json().result.id);
    const [race1, race2] = await Promise.all(
      [1, 2].map(() =>
        app.inject({
          method: 'POST',
          url: `${mine(id)}/messages`,
          headers: world.customer.headers,
          payload: { clientMessageId: 'same-id-at-once', body: 'twice at once' },
        }),
      ),
    );
    expect(race1!.json().result.id).toBe(race2!.json().result.id);
    const stored = await app.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(stored.filter((m) => m.clientMessageId === key)).toHaveLength(1);
    expect(stored.filter((m) => m.clientMessageId === 'same-id-at-once')).toHaveLength(1);
  });

  it('keeps message bodies as the text that was sent', async () => {
    const { id } = await startConversation(app, world.customer.headers);
    const body = '<img src=x onerror=alert(1)> & see https://example.test/a?b=1';
    const sent = await send(app, `${mine(id)}/messages`, world.customer.headers, body);
    expect(sent.body).toBe(body);
  });

  it('stores messages and names without direction overrides that would disguise a link', async () => {
    const person = await newCustomer(app);
    await app.db.update(users).set({ firstName: 'Ro\u202Ebin' }).where(eq(users.id, person.user.id));
    const { id } = await startConversation(app, person.headers);
    const sent = await send(
      app,
      `${mine(id)}/messages`,
      person.headers,
      'Pay at https://shop.test/\u202Efdp.exe\u2066 now\u200F',
    );
    expect(sent.body).toBe('Pay at https://shop.test/fdp.exe now');
    const [stored] = await app.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(stored).toMatchObject({ body: 'Pay at https://shop.test/fdp.exe now', senderName: 'Robin' });
    const seen = await app.inject({ url: `${shops(id)}/messages`, headers: world.staff.headers });
    expect(seen.json().result.items[0].senderName).toBe('Robin');
  });

  it('refuses empty, too long and too many attachments, and foreign uploads', async () => {
    const { id } = await startConversation(app, world.customer.headers);
    const url = `${mine(id)}/messages`;
    const headers = world.customer.headers;
    const cases = [
      { clientMessageId: clientId(), body: '   ' },
      { clientMessageId: clientId(), body: 'x'.repeat(4001) },
      {
        clientMessageId: clientId(),
        body: 'five',
        attachments: [1, 2, 3, 4, 5].map((n) => ({ path: `users/x/${n}.jpg` })),
      },
      { clientMessageId: clientId(), body: 'not mine', attachments: [{ path: 'users/someone/else.jpg' }] },
      { clientMessageId: 'short', body: 'bad id' },
    ];
    for (const payload of cases) {
      const res = await app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('limits how many messages one person sends per minute', async () => {
    const person = await newCustomer(app);
    const { id } = await startConversation(app, person.headers);
    for (let i = 0; i < 30; i++) await send(app, `${mine(id)}/messages`, person.headers, `message ${i}`);
    const over = await app.inject({
      method: 'POST',
      url: `${mine(id)}/messages`,
      headers: person.headers,
      payload: { clientMessageId: clientId(), body: 'one too many' },
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('RATE_LIMITED');
  });
});

describe('pages, read markers and unread counts', () => {
  it('pages backwards through a conversation without gaps or repeats', async () => {
    const person = await newCustomer(app);
    const { id } = await startConversation(app, person.headers);
    for (let i = 1; i <= 25; i++) await send(app, `${mine(id)}/messages`, person.headers, `m${i}`);
    const seen: string[] = [];
    let before: number | null | undefined;
    do {
      const res = await app.inject({
        url: `${mine(id)}/messages?limit=10${before ? `&before=${before}` : ''}`,
        headers: person.headers,
      });
      const page = res.json().result as { items: { body: string }[]; olderCursor: number | null };
      seen.unshift(...page.items.map((m) => m.body));
      before = page.olderCursor;
    } while (before);
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `m${i + 1}`));
  });

  it('counts unread shop replies until the customer reads them, and shows the read tick to the shop', async () => {
    const person = await newCustomer(app);
    const { id } = await startConversation(app, person.headers);
    await send(app, `${mine(id)}/messages`, person.headers, 'Hi, is Ada free in May?');
    const staffUnread = await app.inject({ url: '/v1/conversations/unread', headers: world.staff.headers });
    expect(staffUnread.json().result.shops).toEqual([
      expect.objectContaining({ businessId: world.ids.anchor, name: 'Anchor Ink' }),
    ]);
    const reply1 = await send(app, `${shops(id)}/messages`, world.staff.headers, 'Yes, in the second week.');
    await send(app, `${shops(id)}/messages`, world.staff.headers, 'Send a reference picture?');
    const list = await app.inject({ url: '/v1/conversations', headers: person.headers });
    const row = list.json().result.find((c: { id: string }) => c.id === id);
    expect(row.unreadCount).toBe(2);
    expect(row.lastMessage.body).toBe('Send a reference picture?');
    const unread = await app.inject({ url: '/v1/conversations/unread', headers: person.headers });
    expect(unread.json().result.customer).toBe(2);

    const read = await app.inject({
      method: 'POST',
      url: `${mine(id)}/receipts`,
      headers: person.headers,
      payload: { kind: 'read', upTo: reply1.position },
    });
    expect(read.json().result).toMatchObject({
      customerReadUpTo: reply1.position,
      customerDeliveredUpTo: reply1.position,
    });
    // A marker never moves back.
    await app.inject({
      method: 'POST',
      url: `${mine(id)}/receipts`,
      headers: person.headers,
      payload: { kind: 'read', upTo: 1 },
    });
    const shopView = await app.inject({ url: shops(id), headers: world.staff.headers });
    expect(shopView.json().result.receipts.customerReadUpTo).toBe(reply1.position);
    const after = await app.inject({ url: mine(id), headers: person.headers });
    expect(after.json().result.unreadCount).toBe(1);
  });
});

describe('unread email', () => {
  it('sends one email per burst of unread messages, and none when read in time', async () => {
    const person = await newCustomer(app);
    const { id } = await startConversation(app, person.headers);
    await send(app, `${shops(id)}/messages`, world.staff.headers, 'Your stencil is ready.');
    await send(app, `${shops(id)}/messages`, world.staff.headers, 'Come by on Friday?');
    const scheduled = await app.db.select().from(jobs).where(eq(jobs.kind, 'chat.unread'));
    const mineJobs = scheduled.filter((j) => (j.payload as { conversationId: string }).conversationId === id);
    expect(mineJobs).toHaveLength(1);
    expect(mineJobs[0]!.runAt.getTime()).toBeGreaterThan(app.deps.clock.now().getTime() + 60_000);
    // Time passes: the job becomes due.
    await app.db
      .update(jobs)
      .set({ runAt: new Date(app.deps.clock.now().getTime() - 1000) })
      .where(eq(jobs.id, mineJobs[0]!.id));
    await runDueJobs(app.deps);
    const mail = await app.db.select().from(mailMessages).where(eq(mailMessages.to, person.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Anchor Ink sent you 2 new messages');
    expect(mail[0]!.text).toContain(`http://localhost:3000/chat/${id}`);

    // The next burst is read before its email is due: no email.
    const next = await send(app, `${shops(id)}/messages`, world.staff.headers, 'See you then.');
    await app.inject({
      method: 'POST',
      url: `${mine(id)}/receipts`,
      headers: person.headers,
      payload: { kind: 'read', upTo: next.position },
    });
    await app.db
      .update(jobs)
      .set({ runAt: new Date(app.deps.clock.now().getTime() - 1000) })
      .where(eq(jobs.kind, 'chat.unread'));
    await runDueJobs(app.deps);
    const after = await app.db.select().from(mailMessages).where(eq(mailMessages.to, person.email));
    expect(after).toHaveLength(1);
    const [c] = await app.db.select().from(conversations).where(eq(conversations.id, id));
    expect(c!.customerEmailDueAt).toBeNull();
  });

  it("emails the shop's staff about an unread customer message, with a link to the shop inbox", async () => {
    const person = await newCustomer(app);
    const { id } = await startConversation(app, person.headers);
    await send(app, `${mine(id)}/messages`, person.headers, 'Is a Saturday possible?');
    await app.db
      .update(jobs)
      .set({ runAt: new Date(app.deps.clock.now().getTime() - 1000) })
      .where(eq(jobs.kind, 'chat.unread'));
    await runDueJobs(app.deps);
    const mail = await app.db.select().from(mailMessages).where(eq(mailMessages.to, world.staff.email));
    const about = mail.filter((m) => m.text.includes(`/chat/shop/${world.ids.anchor}/${id}`));
    expect(about).toHaveLength(1);
    expect(about[0]!.subject).toBe('Robin Ink sent you a new message');
    expect(about[0]!.text).toContain('"Is a Saturday possible?"');
  });
});
