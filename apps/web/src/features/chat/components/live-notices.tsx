import type { ChatEvent, Conversation } from '@linework/contract/chat';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { conversationQuery } from '../api/get-conversation.ts';
import { openConversation } from '../api/live-status.ts';
import { type ChatScope, scopeKey, studioInboxRoute } from '../api/scope.ts';
import { onLiveMessage, useChatEvents } from './live-events.ts';

type MessageEvent = Extract<ChatEvent, { kind: 'message' }>;

/** What a notice says and where it leads; null when the message needs none. */
export type Notice = { id: string; title: string; preview: string; to: string };

const previewOf = (message: MessageEvent['message']) => {
  const text = message.body.replace(/\s+/g, ' ').trim();
  if (text) return text.length > 80 ? `${text.slice(0, 79)}…` : text;
  return message.attachments.length > 1 ? `${message.attachments.length} pictures` : 'A picture';
};

/**
 * The notice of one live message: none for the viewer's own (sent from another tab or by a colleague
 * on the same side) or for the conversation already on screen. The customer hears from the shop by
 * its name; a shop's people from the customer, in the studio's inbox.
 */
export function noticeOf(
  event: MessageEvent,
  conversation: Conversation | undefined,
  open: { scope: string; conversationId: string } | null,
): Notice | null {
  const { message, viewerSide, businessId } = event;
  if (message.side === viewerSide) return null;
  const scope: ChatScope = viewerSide === 'customer' ? { kind: 'customer' } : { kind: 'shop', businessId };
  if (open && open.scope === scopeKey(scope) && open.conversationId === message.conversationId) return null;
  const customer = conversation
    ? `${conversation.customer.firstName} ${conversation.customer.lastName}`.trim()
    : '';
  const title =
    viewerSide === 'customer'
      ? `New message from ${conversation?.shop.name ?? message.senderName}`
      : `New message from ${customer || message.senderName}${conversation ? ` to ${conversation.shop.name}` : ''}`;
  return {
    id: `chat-notice:${viewerSide}:${message.conversationId}`,
    title,
    preview: previewOf(message),
    to:
      viewerSide === 'customer'
        ? `/chat/${message.conversationId}`
        : studioInboxRoute(businessId, message.conversationId),
  };
}

/** Shows the notice of a live message as a toast whose link opens the conversation. */
export async function announce(client: QueryClient, event: MessageEvent) {
  // Checked before and after the names load: the person may open the conversation meanwhile.
  if (!noticeOf(event, undefined, openConversation.get())) return;
  const scope: ChatScope =
    event.viewerSide === 'customer' ? { kind: 'customer' } : { kind: 'shop', businessId: event.businessId };
  const conversation = await client
    .fetchQuery({ ...conversationQuery(scope, event.message.conversationId), staleTime: 30_000 })
    .catch(() => undefined);
  const notice = noticeOf(event, conversation, openConversation.get());
  if (!notice) return;
  toast.notice(notice.id, (close) => (
    <>
      <Link
        component={RouterLink}
        to={notice.to}
        onClick={() => close()}
        color="inherit"
        sx={{ fontWeight: 700 }}
        data-testid="chat-notice"
      >
        {notice.title}
      </Link>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {notice.preview}
      </Typography>
    </>
  ));
}

/**
 * The live stream on every page of a signed-in person (loaded after hydration, never on the server):
 * the header's unread count follows it, and a message from the other side shows a toast.
 */
export default function LiveNotices() {
  const client = useQueryClient();
  useChatEvents(true);
  useEffect(() => onLiveMessage((event) => void announce(client, event)), [client]);
  return null;
}
