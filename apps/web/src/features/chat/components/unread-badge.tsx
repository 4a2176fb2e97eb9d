import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Link as RouterLink } from 'react-router';
import { type ServerPerson, useSession } from '../../../lib/session.tsx';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { useUnread } from '../api/get-unread.ts';

/** The header's way into Messages, with everything unread: mine and my shops'. */
export function UnreadBadge({ person }: { person?: ServerPerson | null }) {
  const { user } = useSession();
  const unread = useUnread(Boolean(user.data));
  // Until the browser's session and count answer, the server's (app/account-corner.tsx).
  const fromServer = person && (user.isLoading || (user.data && !unread.data)) ? person : null;
  if (!fromServer && !user.data) return null;
  const count = fromServer
    ? fromServer.unread
    : (unread.data?.customer ?? 0) + (unread.data?.shops ?? []).reduce((n, s) => n + s.unreadCount, 0);
  return (
    // The name is the link's own text (WCAG 2.5.3): the hidden word, then the count as the badge shows it
    // ("99+" beyond 99), never a number the eye does not see.
    <IconButton component={RouterLink} to="/chat" data-testid="header-messages">
      <span style={visuallyHidden}>Messages </span>
      {/* No badge at all at zero: a hidden badge keeps its last number in the page, and in the name. */}
      {count > 0 ? (
        <Badge badgeContent={count} max={99} color="primary">
          <ChatBubbleOutlineIcon />
        </Badge>
      ) : (
        <ChatBubbleOutlineIcon />
      )}
      {count > 0 && <span style={visuallyHidden}> unread</span>}
    </IconButton>
  );
}
