import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.tsx';
import { useUnread } from '../api/get-unread.ts';
import { ChatLayout } from '../components/chat-layout.tsx';
import { useChatEvents } from '../components/live-events.ts';
import { SignInToChat } from '../components/sign-in-to-chat.tsx';

/** A shop's inbox for its owners, staff and artists: `chat/shop/{businessId}[/{conversationId}]`. */
export default function ShopChatScreen() {
  const { businessId = '', conversationId } = useParams();
  const { user } = useSession();
  const unread = useUnread(Boolean(user.data));
  const name = unread.data?.shops.find((s) => s.businessId === businessId)?.name;
  usePageTitle(name ? `${name} inbox` : 'Shop inbox');
  useChatEvents(Boolean(user.data));
  if (user.isLoading) return <CenteredSpinner label="Loading the inbox" />;
  if (!user.data) return <SignInToChat />;
  return (
    <ChatLayout
      scope={{ kind: 'shop', businessId }}
      conversationId={conversationId}
      heading={
        <Typography variant="h1" sx={{ mb: 2 }}>
          {name ? `${name} inbox` : 'Shop inbox'}
        </Typography>
      }
    />
  );
}
