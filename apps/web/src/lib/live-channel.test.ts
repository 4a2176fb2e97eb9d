import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LiveState, openLiveChannel } from './live-channel.ts';

/** A stand-in for the browser's EventSource: the test plays the server's side through it. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  listeners = new Map<string, ((e: { data: string; lastEventId: string }) => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(public url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, fn: (e: { data: string; lastEventId: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown = {}) {
    for (const fn of this.listeners.get(type) ?? []) fn({ data: JSON.stringify(data), lastEventId: '1' });
  }
}

const last = () => FakeEventSource.all.at(-1)!;

function channel(tickets: (() => Promise<string>)[]) {
  const states: LiveState[] = [];
  const received: unknown[] = [];
  let asked = 0;
  const close = openLiveChannel({
    ticket: () => tickets[Math.min(asked++, tickets.length - 1)]!(),
    url: (ticket) => `/stream?ticket=${ticket}`,
    events: { appointment: (e) => received.push(JSON.parse(e.data)) },
    onReady: () => {},
    onState: (state) => states.push(state),
  });
  return { states, received, close, asked: () => asked };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.all = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the live channel', () => {
  it('opens the stream with a fresh ticket and hands its events on once it is ready', async () => {
    const live = channel([async () => 'first']);
    await vi.waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    expect(last().url).toBe('/stream?ticket=first');
    last().emit('ready');
    last().emit('appointment', { id: 'a1' });
    expect(live.states.at(-1)).toBe('live');
    expect(live.received).toEqual([{ id: 'a1' }]);
    live.close();
  });

  it('after a drop, reconnects with a new ticket rather than the expired one', async () => {
    const live = channel([async () => 'first', async () => 'second']);
    await vi.waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    const dropped = last();
    dropped.onerror?.();
    expect(dropped.closed).toBe(true);
    expect(live.states.at(-1)).toBe('connecting');
    await vi.runOnlyPendingTimersAsync();
    await vi.waitFor(() => expect(FakeEventSource.all).toHaveLength(2));
    expect(last().url).toBe('/stream?ticket=second');
    live.close();
  });

  it('keeps asking for a ticket when the ticket cannot be had, and stops for good once closed', async () => {
    const live = channel([() => Promise.reject(new Error('offline')), async () => 'later']);
    await vi.waitFor(() => expect(live.asked()).toBe(1));
    expect(FakeEventSource.all).toHaveLength(0);
    await vi.runOnlyPendingTimersAsync();
    await vi.waitFor(() => expect(FakeEventSource.all).toHaveLength(1));
    expect(last().url).toBe('/stream?ticket=later');
    live.close();
    expect(last().closed).toBe(true);
    last().onerror?.();
    await vi.runAllTimersAsync();
    expect(FakeEventSource.all).toHaveLength(1);
  });
});
