import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatHub, StreamConnection } from './hub.ts';

/** Comments keep proxies and phones from closing an idle stream. */
const heartbeatMs = 15_000;

/**
 * Turns the request into a Server-Sent Events stream registered with the hub. A client that asks
 * to resume from a number this user never reached (another database, a wiped one), or from one
 * whose following events were purged (`purged`), is told to start over with `reset` instead of
 * waiting for numbers that will not come or missing some.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: ChatHub,
  opts: { userId: string; after: number; latest: number; purged?: boolean },
) {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  const reset = opts.after > opts.latest || opts.purged === true;
  const after = reset ? opts.latest : opts.after;
  res.write(`retry: 2000\n\n`);
  if (reset) res.write(`id: ${after}\nevent: reset\ndata: {}\n\n`);
  res.write(`event: ready\ndata: ${JSON.stringify({ after })}\n\n`);
  let closed = false;
  const stream: StreamConnection = {
    userId: opts.userId,
    lastSeq: after,
    send(seq, event) {
      if (!closed) res.write(`id: ${seq}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`);
    },
    close() {
      cleanup();
      res.end();
    },
  };
  const heartbeat = setInterval(() => res.write(': ping\n\n'), heartbeatMs);
  heartbeat.unref();
  function cleanup() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    hub.remove(stream);
  }
  request.raw.on('close', cleanup);
  res.on('error', cleanup);
  hub.add(stream);
}
