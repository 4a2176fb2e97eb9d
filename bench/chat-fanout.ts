// Chat fan-out: time from the POST of a message to its arrival on every connected listener, with
// two product processes (compiled, production mode) on one fresh PostgreSQL database and the
// listeners split across both. Loopback only, bounded: a fixed number of messages, each waited for
// at most a few seconds, then everything is closed.

import { issueTicket } from '../apps/api/src/chat/stream-ticket.ts';
import { createDatabase } from '../apps/api/src/db/client.ts';
import { newId } from '../apps/api/src/db/ids.ts';
import { businesses, businessMembers } from '../apps/api/src/db/schema/catalog.ts';
import { users } from '../apps/api/src/db/schema/users.ts';
import { openSse, type SseClient } from '../apps/api/test/sse-client.ts';
import { signUpCustomer } from './customers.ts';
import {
  benchAuthSecret,
  freshPostgresDatabase,
  postgresReachable,
  type Server,
  startProduct,
} from './processes.ts';

export type FanoutResult = {
  name: string;
  listeners: number;
  messages: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The POST alone (its answer), part of every arrival time. */
  postP50Ms: number;
  missed: number;
  note?: string;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

export async function chatFanout(
  ports: [number, number],
  opts = { listeners: 200, members: 50, messages: Number(process.env.BENCH_CHAT_MESSAGES ?? 25) },
): Promise<FanoutResult> {
  const name = `chat fan-out, POST → ${opts.listeners} listeners on 2 instances`;
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const empty = {
    name,
    listeners: opts.listeners,
    messages: 0,
    p50Ms: 0,
    p99Ms: 0,
    maxMs: 0,
    postP50Ms: 0,
    missed: 0,
  };
  if (!(await postgresReachable(adminUrl)))
    return { ...empty, note: 'skipped: needs PostgreSQL (DATABASE_URL)' };

  const database = await freshPostgresDatabase(adminUrl, 'chat');
  const instances: Server[] = [];
  const streams: SseClient[] = [];
  try {
    // The first instance migrates the empty database; the second starts on the migrated one.
    instances.push(await startProduct({ port: ports[0], databaseUrl: database.url, seedDemo: false }));
    instances.push(await startProduct({ port: ports[1], databaseUrl: database.url, seedDemo: false }));
    const urls = instances.map((i) => i.url);
    // The shop and its members are written straight into the database, as a shop's setup would be.
    const direct = createDatabase({ databaseUrl: database.url, dataDir: '' });

    // One shop with many members; the customer signs up through the identity service like anyone.
    const businessId = newId();
    await direct.db.insert(businesses).values({
      id: businessId,
      shopUrl: 'bench-ink',
      name: 'Bench Ink',
      addressLine: '1 Loop St',
      city: 'Localhost',
      country: 'US',
      latitude: 0,
      longitude: 0,
      timeZone: 'UTC',
      currency: 'USD',
      policies: {
        cancellationNoticeHours: 24,
        rescheduleNoticeHours: 24,
        reschedulesAllowed: 1,
        noShow: '',
        deposit: '',
      },
    });
    const memberIds = Array.from({ length: opts.members }, () => newId());
    await direct.db.insert(users).values(
      memberIds.map((id, n) => ({
        id,
        issuer: 'bench',
        subject: id,
        email: `member${n}@bench.test`,
        firstName: `Member${n}`,
        lastName: 'Bench',
      })),
    );
    await direct.db
      .insert(businessMembers)
      .values(memberIds.map((userId) => ({ id: newId(), businessId, userId, role: 'staff' as const })));
    await direct.close();
    const auth = {
      authorization: await signUpCustomer(urls[0]!, 'chat', 0),
      'content-type': 'application/json',
    };
    const started = await fetch(`${urls[0]}/v1/conversations`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ shopUrl: 'bench-ink' }),
    });
    const conversationId = ((await started.json()) as { result: { id: string } }).result.id;

    // The listeners: every member several times, alternating between the two instances.
    for (let n = 0; n < opts.listeners; n++) {
      const userId = memberIds[n % memberIds.length]!;
      const { ticket } = issueTicket(benchAuthSecret, userId);
      const stream = await openSse(`${urls[n % 2]}/v1/events/stream?ticket=${encodeURIComponent(ticket)}`);
      await stream.ready;
      streams.push(stream);
    }

    const latencies: number[] = [];
    const posts: number[] = [];
    let missed = 0;
    for (let m = 0; m < opts.messages; m++) {
      const clientMessageId = `bench-${m}-${Date.now()}`;
      const isIt = (e: { data: unknown }) =>
        (e.data as { message?: { clientMessageId: string } }).message?.clientMessageId === clientMessageId;
      const sentAt = performance.now();
      const res = await fetch(`${urls[0]}/v1/conversations/${conversationId}/messages`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ clientMessageId, body: `fan-out ${m}` }),
      });
      posts.push(performance.now() - sentAt);
      if (res.status !== 201) throw new Error(`send failed: ${res.status} ${await res.text()}`);
      const arrivals = await Promise.allSettled(streams.map((s) => s.waitFor(isIt, 10_000)));
      for (const r of arrivals) {
        if (r.status === 'fulfilled') latencies.push(r.value.at - sentAt);
        else missed += 1;
      }
      // Stay under the per-person send limit (30 a minute) without measuring the wait.
      if ((m + 1) % 25 === 0 && m + 1 < opts.messages) await new Promise((r) => setTimeout(r, 61_000));
    }
    latencies.sort((x, y) => x - y);
    posts.sort((x, y) => x - y);
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      name,
      listeners: opts.listeners,
      messages: opts.messages,
      p50Ms: round(percentile(latencies, 50)),
      p99Ms: round(percentile(latencies, 99)),
      maxMs: round(latencies.at(-1) ?? 0),
      postP50Ms: round(percentile(posts, 50)),
      missed,
    };
  } finally {
    for (const s of streams) s.close();
    for (const instance of instances) await instance.stop();
    await database.drop();
  }
}
