// A small Server-Sent Events reader over fetch, for tests and the bench (Node has no EventSource).

/** `at` is when it was read (performance.now()), for latency measurements. */
export type ReceivedEvent = { id: number | null; event: string; data: unknown; at: number };

export type SseClient = {
  events: ReceivedEvent[];
  /** Resolves with the first event (already received or still to come) that matches. */
  waitFor(match: (e: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  close(): void;
  /** Resolves when the stream has said `ready`. */
  ready: Promise<void>;
};

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  if (!res.ok || !res.body) throw new Error(`stream failed: ${res.status} ${await res.text()}`);
  const events: ReceivedEvent[] = [];
  const waiters = new Set<{ match: (e: ReceivedEvent) => boolean; resolve: (e: ReceivedEvent) => void }>();
  let markReady!: () => void;
  const ready = new Promise<void>((r) => {
    markReady = r;
  });
  const deliver = (e: ReceivedEvent) => {
    if (e.event === 'ready') markReady();
    events.push(e);
    for (const w of waiters) {
      if (w.match(e)) {
        waiters.delete(w);
        w.resolve(e);
      }
    }
  };
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          let id: number | null = null;
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) id = Number(line.slice(4));
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length) deliver({ id, event, data: JSON.parse(data.join('\n')), at: performance.now() });
        }
      }
    } catch {
      // Closed by us or by the server.
    }
  })();
  return {
    events,
    ready,
    waitFor(match, timeoutMs = 5_000) {
      const found = events.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error('event did not arrive in time'));
        }, timeoutMs).unref();
      });
    },
    close: () => controller.abort(),
  };
}
