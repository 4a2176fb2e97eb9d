import type { FastifyReply, FastifyRequest } from 'fastify';

/** Comments keep proxies and phones from closing an idle stream. */
const heartbeatMs = 15_000;

/** One Server-Sent Events frame; `id` is what the browser sends back as Last-Event-ID. */
type Frame = { id?: number; event: string; data: unknown };

/**
 * Turns the request into a Server-Sent Events response: its headers, the browser's reconnect delay,
 * heartbeat comments, and `onClose` once, whether the client left or the server ended the stream.
 * Frames sent after that are dropped.
 */
export function startEventStream(request: FastifyRequest, reply: FastifyReply, onClose: () => void) {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write('retry: 2000\n\n');
  let closed = false;
  const heartbeat = setInterval(() => res.write(': ping\n\n'), heartbeatMs);
  heartbeat.unref();
  function cleanup() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    onClose();
  }
  request.raw.on('close', cleanup);
  res.on('error', cleanup);
  return {
    send(frame: Frame) {
      if (closed) return;
      res.write(
        `${frame.id === undefined ? '' : `id: ${frame.id}\n`}event: ${frame.event}\ndata: ${JSON.stringify(frame.data)}\n\n`,
      );
    },
    end() {
      cleanup();
      res.end();
    },
  };
}
