import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { useConversation } from '../api/get-conversation.ts';
import type { ChatScope } from '../api/scope.ts';
import { ConversationContextPanel } from '../components/conversation-context.tsx';
import { ConversationList } from '../components/conversation-list.tsx';
import { useChatEvents } from '../components/live-events.ts';
import { Thread, titleOf } from '../components/thread.tsx';

/**
 * The shop's inbox in the studio, `studio/:businessId/inbox[/:conversationId]`, inside the studio's
 * layout (which admits only the shop's members). Every member reads every conversation of the shop (the chat API's rule); beside each, what the customer booked or asked for,
 * as far as the member's role may see it. Phone: the list, then one conversation with its context
 * above it. Desk: list, thread and context side by side.
 */
export default function StudioInboxScreen() {
  const { businessId = '', conversationId } = useParams();
  const theme = useTheme();
  const desk = useMediaQuery(theme.breakpoints.up('md'));
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  useChatEvents(true);
  const scope: ChatScope = { kind: 'shop', businessId, studio: true };

  if (!desk) {
    return conversationId ? (
      <Box sx={{ height: 'calc(100dvh - 96px)', minHeight: 420, display: 'flex', flexDirection: 'column' }}>
        <h1 style={visuallyHidden}>Inbox</h1>
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <Thread
            scope={scope}
            conversationId={conversationId}
            showBack
            aside={
              <Box
                component="details"
                sx={{ '& > summary': { cursor: 'pointer', fontWeight: 600, py: 0.5 } }}
              >
                <summary>Appointment and requests</summary>
                <Context scope={scope} conversationId={conversationId} />
              </Box>
            }
          />
        </Box>
      </Box>
    ) : (
      <>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Inbox
        </Typography>
        <ConversationList scope={scope} />
      </>
    );
  }
  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Inbox
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: wide ? '300px minmax(0, 1fr) 280px' : '280px minmax(0, 1fr)',
          gap: 2,
          height: 'calc(100dvh - 130px)',
          minHeight: 480,
        }}
      >
        <Paper variant="outlined" component="nav" aria-label="Conversations" sx={{ overflowY: 'auto', p: 1 }}>
          <ConversationList scope={scope} selectedId={conversationId} />
        </Paper>
        <Paper variant="outlined" component="section" aria-label="Conversation" sx={{ p: 2, minHeight: 0 }}>
          {conversationId ? (
            <Thread
              scope={scope}
              conversationId={conversationId}
              showBack={false}
              aside={wide ? undefined : <Context scope={scope} conversationId={conversationId} />}
            />
          ) : (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              Pick a conversation to read it.
            </Typography>
          )}
        </Paper>
        {wide && (
          <Paper
            variant="outlined"
            component="aside"
            aria-label="Appointment and requests"
            sx={{ p: 2, overflowY: 'auto' }}
          >
            {conversationId ? (
              <Context scope={scope} conversationId={conversationId} />
            ) : (
              <Typography color="text.secondary" variant="body2">
                The customer's appointment and requests show here.
              </Typography>
            )}
          </Paper>
        )}
      </Box>
    </>
  );
}

/** The context of the conversation, once its customer's name is known (it names them). */
function Context(props: { scope: ChatScope; conversationId: string }) {
  const conversation = useConversation(props.scope, props.conversationId);
  return (
    <QueryState query={conversation} what="conversation">
      {(c) => (
        <ConversationContextPanel
          businessId={c.shop.id}
          conversationId={props.conversationId}
          customerName={titleOf(props.scope, c)}
          shopName={c.shop.name}
        />
      )}
    </QueryState>
  );
}
