import type { Conversation } from '@linework/contract/chat';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useStore } from '../../../lib/external-store.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { chatKeys } from '../../../lib/query-keys.ts';
import { conversationQuery, useConversation } from '../api/get-conversation.ts';
import { flattenPages, useMessages } from '../api/list-messages.ts';
import { liveStatus, openConversation } from '../api/live-status.ts';
import { markReceipt } from '../api/mark-receipt.ts';
import { type ChatScope, listRoute, scopeKey } from '../api/scope.ts';
import { Composer } from './composer.tsx';
import { MessageList, type ThreadEntry } from './message-list.tsx';
import { outbox, sameConversation } from './outbox.ts';

export const titleOf = (scope: ChatScope, c: Conversation) =>
  scope.kind === 'customer' ? c.shop.name : `${c.customer.firstName} ${c.customer.lastName}`.trim();

/**
 * One conversation: header, messages (older pages on demand), the composer; `aside` goes under the
 * header (the studio's appointment and requests on a phone).
 */
export function Thread(props: {
  scope: ChatScope;
  conversationId: string;
  showBack: boolean;
  aside?: ReactNode;
}) {
  const conversation = useConversation(props.scope, props.conversationId);
  return (
    <QueryState query={conversation} what="conversation">
      {(c) => <ThreadView {...props} conversation={c} />}
    </QueryState>
  );
}

function ThreadView(props: {
  scope: ChatScope;
  conversationId: string;
  showBack: boolean;
  aside?: ReactNode;
  conversation: Conversation;
}) {
  const { scope, conversationId, conversation } = props;
  const client = useQueryClient();
  const messages = useMessages(scope, conversationId);
  const queued = useStore(outbox);
  const status = useStore(liveStatus);
  const title = titleOf(scope, conversation);
  usePageTitle(`Messages with ${title}`);
  const mySide = scope.kind === 'customer' ? 'customer' : 'shop';

  // A message arriving here shows in the thread: the live notices leave it without a toast.
  const openScope = scopeKey(scope);
  useEffect(() => {
    openConversation.set({ scope: openScope, conversationId });
    return () => openConversation.set(null);
  }, [openScope, conversationId]);

  const sent = useMemo(() => flattenPages(messages.data), [messages.data]);
  const entries: ThreadEntry[] = useMemo(() => {
    const stored = new Set(sent.map((m) => m.clientMessageId));
    return [
      ...sent.map((message) => ({ kind: 'sent' as const, message })),
      ...queued
        .filter((i) => sameConversation(i, scope, conversationId) && !stored.has(i.clientMessageId))
        .map((item) => ({ kind: 'queued' as const, item })),
    ];
  }, [sent, queued, scope, conversationId]);

  // Seen on screen means read: move the read marker to the newest message of the other side.
  const newestTheirs = sent.reduce((max, m) => (m.side !== mySide ? Math.max(max, m.position) : max), 0);
  const myReadUpTo =
    mySide === 'customer' ? conversation.receipts.customerReadUpTo : conversation.receipts.shopReadUpTo;
  useEffect(() => {
    if (newestTheirs <= myReadUpTo) return;
    const markRead = () => {
      if (document.visibilityState !== 'visible') return;
      markReceipt(scope, conversationId, { kind: 'read', upTo: newestTheirs })
        .then((receipts) => {
          client.setQueryData<Conversation>(conversationQuery(scope, conversationId).queryKey, (c) =>
            c ? { ...c, receipts, unreadCount: 0 } : c,
          );
          void client.invalidateQueries({ queryKey: chatKeys.unread() });
          void client.invalidateQueries({ predicate: (q) => chatKeys.isConversationList(q.queryKey) });
        })
        .catch(() => {});
    };
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [newestTheirs, myReadUpTo, scope, conversationId, client]);

  // Keep the newest message in view as messages arrive, and as anything grows after them (a picture
  // that loads late, a sent message gaining its pictures, the composer's previews), unless the reader
  // has scrolled up to older messages.
  const log = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const toBottom = useCallback(() => {
    const el = log.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, []);
  const count = entries.length;
  useLayoutEffect(() => {
    if (!count) return;
    // A new message of mine or of theirs: back to the newest.
    atBottom.current = true;
    toBottom();
  }, [count, toBottom]);
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(toBottom);
    if (log.current) observer.observe(log.current);
    if (content.current) observer.observe(content.current);
    return () => observer.disconnect();
  }, [toBottom]);
  const onScroll = () => {
    const el = log.current;
    if (el) atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
  };

  return (
    <Stack sx={{ height: '100%', minHeight: 0 }}>
      <Stack
        direction="row"
        alignItems="center"
        gap={1}
        sx={{ pb: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        {props.showBack && (
          <IconButton component={RouterLink} to={listRoute(scope)} aria-label="Back to all conversations">
            <ArrowBackIcon />
          </IconButton>
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h2" sx={{ fontSize: 20, fontWeight: 700 }} noWrap>
            {title}
          </Typography>
          {(conversation.artist || scope.kind === 'shop') && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {conversation.artist ? `About ${conversation.artist.displayName}` : conversation.shop.name}
            </Typography>
          )}
        </Box>
      </Stack>
      {props.aside && <Box sx={{ pt: 1 }}>{props.aside}</Box>}
      {status === 'offline' && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          You are offline. Messages you write are sent when the connection is back.
        </Alert>
      )}
      <Box
        role="log"
        aria-live="polite"
        // New messages are news; a message's ticks or its sender's name filling in are not.
        aria-relevant="additions"
        aria-label={`Conversation with ${title}`}
        tabIndex={0}
        ref={log}
        onScroll={onScroll}
        sx={{ flexGrow: 1, overflowY: 'auto', py: 1, minHeight: 200 }}
      >
        <div ref={content}>
          {messages.hasNextPage && (
            <Box sx={{ textAlign: 'center', mb: 1 }}>
              <Button onClick={() => void messages.fetchNextPage()} disabled={messages.isFetchingNextPage}>
                {messages.isFetchingNextPage ? 'Loading…' : 'Show older messages'}
              </Button>
            </Box>
          )}
          {messages.isPending ? (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              Loading messages…
            </Typography>
          ) : messages.error ? (
            <ErrorAlert error={messages.error} onRetry={messages.refetch} />
          ) : entries.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
              No messages yet. Say hello, describe your idea, or attach a reference picture.
            </Typography>
          ) : (
            <MessageList entries={entries} conversation={conversation} mySide={mySide} />
          )}
        </div>
      </Box>
      {/* Pinned to the bottom of a phone's screen, above its keyboard, however the page scrolls. */}
      <Box
        sx={{
          position: { xs: 'sticky', md: 'static' },
          bottom: 0,
          zIndex: 1,
          bgcolor: { xs: 'background.default', md: 'transparent' },
          pb: { xs: 1, md: 0 },
        }}
      >
        <Composer
          key={`${scopeKeyOf(scope)}:${conversationId}`}
          scope={scope}
          conversationId={conversationId}
        />
      </Box>
    </Stack>
  );
}

const scopeKeyOf = (scope: ChatScope) => (scope.kind === 'customer' ? 'mine' : scope.businessId);
