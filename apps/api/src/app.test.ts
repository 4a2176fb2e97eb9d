import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';

describe('graceful shutdown', () => {
  it('lets a request in flight finish, database work included, before the app closes', async () => {
    const app = await createTestApp();
    let entered!: () => void;
    const handlerEntered = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    app.get('/test/slow', async () => {
      entered();
      await released;
      // The database must still be open: shutdown closes it only after in-flight requests.
      const rows = await app.db.execute(sql`select 42 as answer`);
      const answer = 'rows' in rows ? rows.rows[0] : (rows as unknown as { answer: number }[])[0];
      return { done: true, answer: Number((answer as { answer: number }).answer) };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const inFlight = fetch(`http://127.0.0.1:${port}/test/slow`);
    await handlerEntered;
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    // Closing has begun: new connections are refused while the slow request is still running.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    expect(closed).toBe(false);

    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true, answer: 42 });
    await closing;
    expect(closed).toBe(true);
  });
});
