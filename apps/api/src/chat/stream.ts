import type { FastifyReply, FastifyRequest } from 'fastify';
import { startEventStream } from '../http/event-stream.ts';
import type { ChatHub, StreamConnection } from './hub.ts';

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
  const reset = opts.after > opts.latest || opts.purged === true;
  const after = reset ? opts.latest : opts.after;
  const sse = startEventStream(request, reply, () => hub.remove(stream));
  if (reset) sse.send({ id: after, event: 'reset', data: {} });
  sse.send({ event: 'ready', data: { after } });
  const stream: StreamConnection = {
    userId: opts.userId,
    lastSeq: after,
    send: (seq, event) => sse.send({ id: seq, event: event.kind, data: event }),
    close: sse.end,
  };
  hub.add(stream);
}
