import type { ChatEvent, Conversation, Message, UnreadSummary } from '@linework/contract/chat';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openConversation } from '../api/live-status.ts';
import LiveNotices, { noticeOf } from './live-notices.tsx';
import { UnreadBadge } from './unread-badge.tsx';

// The API as this test needs it: the unread count it is told, one conversation, a stream ticket.
let unread: UnreadSummary = { customer: 0, shops: [] };
const calls: string[] = [];
vi.mock('../../../lib/api-client.ts', () => ({
  call: async (endpoint: { name: string }) => {
    calls.push(endpoint.name);
    if (endpoint.name === 'getUnread') return unread;
    if (endpoint.name === 'getStreamTicket') return { ticket: 't', expiresAt: '' };
    if (endpoint.name === 'getConversation' || endpoint.name === 'getShopConversation') return conversation;
    if (endpoint.name === 'markReceipt' || endpoint.name === 'markShopReceipt') return conversation.receipts;
    return [];
  },
}));
vi.mock('../../../lib/session.tsx', () => ({
  useSession: () => ({ user: { data: { userId: 'u1' } } }),
}));
const notices: { id: string; node: unknown }[] = [];
vi.mock('../../../lib/toast.ts', () => ({
  toast: {
    notice: (id: string, render: (close: () => void) => unknown) =>
      notices.push({ id, node: render(() => {}) }),
    error: vi.fn(),
  },
}));

const receipts = { customerDeliveredUpTo: 0, customerReadUpTo: 0, shopDeliveredUpTo: 0, shopReadUpTo: 0 };
const conversation: Conversation = {
  id: 'c1',
  shop: { id: 'b1', shopUrl: 'north-star', name: 'North Star Tattoo', logoUrl: null },
  customer: { firstName: 'Ana', lastName: 'Lima' },
  artist: null,
  appointmentId: null,
  lastMessage: null,
  unreadCount: 1,
  receipts,
  lastActivityAt: '2026-11-23T10:00:00.000Z',
};
const message = (over: Partial<Message> = {}): Message => ({
  id: 'm1',
  conversationId: 'c1',
  clientMessageId: 'client-m1',
  position: 1,
  side: 'shop',
  senderName: 'Jules',
  body: 'Yes, Thursday works.',
  attachments: [],
  sentAt: '2026-11-23T10:00:00.000Z',
  ...over,
});
const fromShop = (over: Partial<Message> = {}): Extract<ChatEvent, { kind: 'message' }> => ({
  kind: 'message',
  message: message(over),
  viewerSide: 'customer',
  businessId: 'b1',
});

/** A stand-in for the browser's EventSource: the test pushes the server's events through it. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  static opened = 0;
  listeners = new Map<string, ((e: { data: string; lastEventId: string }) => void)[]>();
  onerror: (() => void) | null = null;
  constructor(public url: string) {
    FakeEventSource.last = this;
    FakeEventSource.opened += 1;
  }
  addEventListener(type: string, fn: (e: { data: string; lastEventId: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {}
  emit(type: string, id: number, data: unknown) {
    for (const fn of this.listeners.get(type) ?? [])
      fn({ data: JSON.stringify(data), lastEventId: String(id) });
  }
}

describe('a live message off the chat screens', () => {
  beforeEach(() => {
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.opened = 0;
    unread = { customer: 0, shops: [] };
    notices.length = 0;
    calls.length = 0;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    openConversation.set(null);
  });

  it('raises the header badge and shows a toast that links to the conversation', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { unmount } = render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <UnreadBadge />
          <LiveNotices />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeInTheDocument();
    await vi.waitFor(() => expect(FakeEventSource.last?.listeners.size).toBeGreaterThan(0));
    act(() => FakeEventSource.last!.emit('ready', 0, { after: 5 }));

    unread = { customer: 1, shops: [] };
    act(() => FakeEventSource.last!.emit('message', 6, fromShop()));
    // The badge follows the stream: no reload, no 60-second poll.
    expect(await screen.findByRole('link', { name: 'Messages 1 unread' })).toBeInTheDocument();
    await vi.waitFor(() => expect(notices).toHaveLength(1));
    expect(notices[0]!.id).toBe('chat-notice:customer:c1');
    render(<MemoryRouter>{notices[0]!.node as React.ReactNode}</MemoryRouter>);
    expect(screen.getByRole('link', { name: 'New message from North Star Tattoo' })).toHaveAttribute(
      'href',
      '/chat/c1',
    );
    expect(screen.getByText('Yes, Thursday works.')).toBeInTheDocument();
    // One stream for the tab, however many parts of the page use it.
    expect(FakeEventSource.opened).toBe(1);
    unmount();
  });

  it('says nothing of the conversation on screen, nor of the viewer’s own messages', () => {
    expect(noticeOf(fromShop({ side: 'customer' }), conversation, null)).toBeNull();
    expect(noticeOf(fromShop(), conversation, { scope: 'mine', conversationId: 'c1' })).toBeNull();
    // The same conversation open in a shop's inbox is another screen: the customer still hears.
    expect(noticeOf(fromShop(), conversation, { scope: 'shop:b1', conversationId: 'c1' })).not.toBeNull();
  });

  it('tells a shop’s people who wrote, and leads to the studio inbox', () => {
    const notice = noticeOf(
      {
        kind: 'message',
        message: message({ side: 'customer', senderName: 'Ana' }),
        viewerSide: 'shop',
        businessId: 'b1',
      },
      conversation,
      null,
    );
    expect(notice).toEqual({
      id: 'chat-notice:shop:c1',
      title: 'New message from Ana Lima to North Star Tattoo',
      preview: 'Yes, Thursday works.',
      to: '/studio/b1/inbox/c1',
    });
    const picture = { path: 'p', contentType: 'image/png', url: 'u', thumbnailUrl: 't' };
    expect(noticeOf(fromShop({ body: '', attachments: [picture] }), undefined, null)).toMatchObject({
      title: 'New message from Jules',
      preview: 'A picture',
    });
  });
});
