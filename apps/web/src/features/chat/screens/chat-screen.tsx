import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.tsx';
import { useUnread } from '../api/get-unread.ts';
import { customerScope } from '../api/scope.ts';
import { startConversation } from '../api/start-conversation.ts';
import { ChatLayout } from '../components/chat-layout.tsx';
import { useChatEvents } from '../components/live-events.ts';
import { SignInToChat } from '../components/sign-in-to-chat.tsx';

/** `chat` and `chat/{conversationId}`; `chat?shop=…&artist=…&appointment=…` opens the right one. */
export default function ChatScreen() {
  const { conversationId } = useParams();
  const [params] = useSearchParams();
  const { user } = useSession();
  usePageTitle('Messages');
  useChatEvents(Boolean(user.data));
  if (user.isLoading) return <CenteredSpinner label="Loading your messages" />;
  if (!user.data) return <SignInToChat />;
  const shopUrl = params.get('shop');
  if (!conversationId && shopUrl) {
    return (
      <OpenConversation
        shopUrl={shopUrl}
        artistId={params.get('artist') ?? undefined}
        appointmentId={params.get('appointment') ?? undefined}
      />
    );
  }
  return <ChatLayout scope={customerScope} conversationId={conversationId} heading={<Heading />} />;
}

function Heading() {
  const unread = useUnread(true);
  const shops = unread.data?.shops ?? [];
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Typography variant="h1">Messages</Typography>
      {shops.length > 0 && (
        <Typography variant="body2">
          Shop inboxes:{' '}
          {shops.map((s, i) => (
            <span key={s.businessId}>
              {i > 0 && ', '}
              <Link component={RouterLink} to={`/chat/shop/${s.businessId}`}>
                {s.name}
                {s.unreadCount ? ` (${s.unreadCount} unread)` : ''}
              </Link>
            </span>
          ))}
        </Typography>
      )}
    </Stack>
  );
}

/** Starts or reuses the conversation with the shop, then shows it in place of this address. */
function OpenConversation(props: { shopUrl: string; artistId?: string; appointmentId?: string }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (started.current && attempt === 0) return;
    started.current = true;
    setError(null);
    startConversation({
      shopUrl: props.shopUrl,
      ...(props.artistId ? { artistId: props.artistId } : {}),
      ...(props.appointmentId ? { appointmentId: props.appointmentId } : {}),
    })
      .then((c) => navigate(`/chat/${c.id}`, { replace: true }))
      .catch((e: Error) => setError(e.message));
  }, [props.shopUrl, props.artistId, props.appointmentId, navigate, attempt]);
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        }
      >
        {error}
      </Alert>
    );
  }
  return <CenteredSpinner label="Opening the conversation" />;
}
