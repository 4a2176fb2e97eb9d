import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enqueueMessage, flushOutbox, outbox } from './outbox.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  outbox.set([]);
});

const sentMessage = (body: { clientMessageId: string; body: string }, position: number) => ({
  id: `m${position}`,
  conversationId: 'c1',
  clientMessageId: body.clientMessageId,
  position,
  side: 'customer',
  senderName: 'Robin',
  body: body.body,
  attachments: [],
  sentAt: new Date().toISOString(),
});

describe('chat outbox', () => {
  it('sends messages in the order written, including one written while another is being sent', async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body));
        sent.push(body.body);
        if (sent.length === 1)
          enqueueMessage(client, {
            scope: { kind: 'customer' },
            conversationId: 'c1',
            body: 'two',
            attachments: [],
          });
        return Response.json({ result: sentMessage(body, sent.length) }, { status: 201 });
      }),
    );
    const client = new QueryClient();
    enqueueMessage(client, {
      scope: { kind: 'customer' },
      conversationId: 'c1',
      body: 'one',
      attachments: [],
    });
    await vi.waitFor(() => expect(outbox.get()).toEqual([]));
    expect(sent).toEqual(['one', 'two']);
  });

  it('keeps a message while offline and sends it later with the same client id', async () => {
    const ids: string[] = [];
    let online = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body));
        ids.push(body.clientMessageId);
        if (!online) throw new TypeError('Failed to fetch');
        return Response.json({ result: sentMessage(body, 1) }, { status: 201 });
      }),
    );
    const client = new QueryClient();
    enqueueMessage(client, {
      scope: { kind: 'customer' },
      conversationId: 'c1',
      body: 'from a tunnel',
      attachments: [],
    });
    await flushOutbox(client);
    await vi.waitFor(() => expect(ids).toHaveLength(1));
    expect(outbox.get()).toHaveLength(1);
    online = true;
    await flushOutbox(client);
    expect(outbox.get()).toEqual([]);
    expect(new Set(ids).size).toBe(1);
  });
});
