import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../lib/session.tsx';
import { useUnread } from '../api/get-unread.ts';

/** The header's way into Messages, with everything unread: mine and my shops'. */
export function UnreadBadge() {
  const { user } = useSession();
  const unread = useUnread(Boolean(user.data));
  if (!user.data) return null;
  const count =
    (unread.data?.customer ?? 0) + (unread.data?.shops ?? []).reduce((n, s) => n + s.unreadCount, 0);
  return (
    <IconButton
      component={RouterLink}
      to="/chat"
      aria-label={count ? `Messages, ${count} unread` : 'Messages'}
      data-testid="header-messages"
    >
      <Badge badgeContent={count} color="primary">
        <ChatBubbleOutlineIcon />
      </Badge>
    </IconButton>
  );
}
