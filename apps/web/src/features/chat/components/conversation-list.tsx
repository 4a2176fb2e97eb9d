import type { Conversation } from '@linework/contract/chat';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { timeIn } from '../../../lib/dates.ts';
import { useConversations } from '../api/list-conversations.ts';
import { type ChatScope, threadRoute } from '../api/scope.ts';
import { titleOf } from './thread.tsx';

const previewOf = (c: Conversation) => {
  const m = c.lastMessage;
  if (!m) return 'No messages yet';
  const text = m.body || (m.attachments.length > 1 ? `${m.attachments.length} pictures` : 'A picture');
  return `${m.side === 'customer' ? c.customer.firstName || 'Customer' : c.shop.name}: ${text}`;
};

const whenOf = (iso: string) => {
  const date = new Date(iso);
  const sameDay = date.toDateString() === new Date().toDateString();
  return sameDay
    ? timeIn(iso)
    : new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' }).format(date);
};

/** Conversations, newest activity first, with unread counts. */
export function ConversationList(props: { scope: ChatScope; selectedId?: string }) {
  const conversations = useConversations(props.scope);
  return (
    <QueryState
      query={conversations}
      what="conversations"
      skeleton={
        <List aria-label="Loading conversations">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} variant="rounded" height={64} sx={{ mb: 1 }} />
          ))}
        </List>
      }
    >
      {(list) =>
        list.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {props.scope.kind === 'customer'
              ? 'No conversations yet. Open an artist or shop page and press Message to ask about a design.'
              : 'No customer has written to this shop yet.'}
          </Typography>
        ) : (
          <List aria-label="Conversations" disablePadding>
            {list.map((c) => {
              const title = titleOf(props.scope, c);
              return (
                <ListItem key={c.id} disablePadding>
                  <ListItemButton
                    component={RouterLink}
                    to={threadRoute(props.scope, c.id)}
                    selected={c.id === props.selectedId}
                    aria-current={c.id === props.selectedId ? 'page' : undefined}
                    sx={{ borderRadius: 1 }}
                  >
                    <ListItemAvatar>
                      <Badge
                        badgeContent={c.unreadCount}
                        color="primary"
                        overlap="circular"
                        aria-label={c.unreadCount ? `${c.unreadCount} unread` : undefined}
                      >
                        <Avatar
                          src={props.scope.kind === 'customer' ? (c.shop.logoUrl ?? undefined) : undefined}
                          alt=""
                        >
                          {title.slice(0, 1)}
                        </Avatar>
                      </Badge>
                    </ListItemAvatar>
                    <ListItemText
                      primary={title}
                      secondary={previewOf(c)}
                      slotProps={{
                        primary: { noWrap: true, fontWeight: c.unreadCount ? 700 : 500 },
                        secondary: { noWrap: true },
                      }}
                    />
                    <Typography variant="caption" color="text.secondary" sx={{ ml: 1, flexShrink: 0 }}>
                      {whenOf(c.lastActivityAt)}
                    </Typography>
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        )
      }
    </QueryState>
  );
}
