import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import type { ChatScope } from '../api/scope.ts';
import { ConversationList } from './conversation-list.tsx';
import { Thread } from './thread.tsx';

/** Phone: the list or the thread, one at a time. Desktop: side by side. */
export function ChatLayout(props: { scope: ChatScope; conversationId?: string; heading: ReactNode }) {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const { scope, conversationId } = props;
  const threadHeight = { xs: 'calc(100dvh - 180px)', md: 'calc(100dvh - 240px)' };
  if (!desktop) {
    return conversationId ? (
      <Box sx={{ height: threadHeight, minHeight: 420 }}>
        {/* The list's heading is not shown here; the page still needs its h1 above the thread's h2. */}
        <h1 style={visuallyHidden}>Messages</h1>
        <Thread scope={scope} conversationId={conversationId} showBack />
      </Box>
    ) : (
      <>
        {props.heading}
        <ConversationList scope={scope} />
      </>
    );
  }
  return (
    <>
      {props.heading}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '340px 1fr',
          gap: 2,
          height: threadHeight,
          minHeight: 480,
        }}
      >
        <Paper variant="outlined" component="nav" aria-label="Conversations" sx={{ overflowY: 'auto', p: 1 }}>
          <ConversationList scope={scope} selectedId={conversationId} />
        </Paper>
        <Paper variant="outlined" component="section" aria-label="Conversation" sx={{ p: 2, minHeight: 0 }}>
          {conversationId ? (
            <Thread scope={scope} conversationId={conversationId} showBack={false} />
          ) : (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              Pick a conversation to read it.
            </Typography>
          )}
        </Paper>
      </Box>
    </>
  );
}
