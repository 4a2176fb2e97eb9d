import type { Conversation, Message } from '@linework/contract/chat';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { timeIn } from '../../../lib/dates.ts';
import { ImageViewer } from './image-viewer.tsx';
import { LinkifiedText } from './linkified-text.tsx';
import type { OutboxItem } from './outbox.ts';
import { type Delivery, Ticks } from './ticks.tsx';

export type ThreadEntry = { kind: 'sent'; message: Message } | { kind: 'queued'; item: OutboxItem };

const dayOf = (iso: string) => new Date(iso).toDateString();
const dayLabel = (iso: string) => {
  const date = new Date(iso);
  const today = new Date();
  const yesterday = new Date(Date.now() - 86_400_000);
  if (date.toDateString() === today.toDateString()) return 'Today';
  if (date.toDateString() === yesterday.toDateString()) return 'Yesterday';
  return new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric' }).format(date);
};
/** In the viewer's zone, 12- or 24-hour as their locale has it. */
const timeOf = (iso: string) => timeIn(iso);

function deliveryOf(message: Message, conversation: Conversation): Delivery {
  const r = conversation.receipts;
  const [read, delivered] =
    message.side === 'customer'
      ? [r.shopReadUpTo, r.shopDeliveredUpTo]
      : [r.customerReadUpTo, r.customerDeliveredUpTo];
  if (message.position <= read) return 'read';
  if (message.position <= delivered) return 'delivered';
  return 'sent';
}

/** The messages of one conversation with day separators; my own on the right with their ticks. */
export function MessageList(props: {
  entries: ThreadEntry[];
  conversation: Conversation;
  mySide: 'customer' | 'shop';
}) {
  const [viewing, setViewing] = useState<{ url: string; alt: string } | null>(null);
  let previousDay = '';
  return (
    <>
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Messages">
        {props.entries.map((entry) => {
          const at = entry.kind === 'sent' ? entry.message.sentAt : entry.item.createdAt;
          const day = dayOf(at);
          const separator = day !== previousDay;
          previousDay = day;
          const mine = entry.kind === 'queued' || entry.message.side === props.mySide;
          // One key from queued to sent: the entry stays the same element, so the log (a live
          // region) announces one's own message once, not again when the server has it.
          const key = entry.kind === 'sent' ? entry.message.clientMessageId : entry.item.clientMessageId;
          const body = entry.kind === 'sent' ? entry.message.body : entry.item.body;
          const attachments = entry.kind === 'sent' ? entry.message.attachments : [];
          const sender = entry.kind === 'sent' ? entry.message.senderName : 'You';
          const delivery: Delivery =
            entry.kind === 'queued'
              ? entry.item.error
                ? 'failed'
                : 'pending'
              : deliveryOf(entry.message, props.conversation);
          return (
            <Fragment key={key}>
              {separator && (
                <Box component="li" sx={{ textAlign: 'center', py: 1 }}>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="h3"
                    sx={{ fontWeight: 600 }}
                  >
                    {dayLabel(at)}
                  </Typography>
                </Box>
              )}
              <Box
                component="li"
                data-testid="message"
                data-mine={mine}
                sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}
              >
                <Box
                  sx={{
                    maxWidth: '80%',
                    px: 1.5,
                    py: 1,
                    borderRadius: 2,
                    bgcolor: mine ? '#fdecea' : 'grey.100',
                    color: 'text.primary',
                    overflowWrap: 'anywhere',
                  }}
                >
                  {!mine && (
                    <Typography variant="caption" component="p" sx={{ fontWeight: 700 }}>
                      {sender}
                    </Typography>
                  )}
                  {attachments.length > 0 && (
                    <Stack direction="row" gap={1} flexWrap="wrap" sx={{ mb: body ? 1 : 0 }}>
                      {attachments.map((a, i) => {
                        const alt = `Picture ${i + 1} from ${sender}`;
                        return (
                          <ButtonBase
                            key={a.path}
                            onClick={() => setViewing({ url: a.url, alt })}
                            aria-label={`Open ${alt} full screen`}
                            sx={{ borderRadius: 1, overflow: 'hidden' }}
                          >
                            <Box
                              component="img"
                              src={a.thumbnailUrl}
                              alt={alt}
                              loading="lazy"
                              sx={{ width: 160, height: 160, objectFit: 'cover', display: 'block' }}
                            />
                          </ButtonBase>
                        );
                      })}
                    </Stack>
                  )}
                  {body && (
                    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-testid="message-body">
                      <LinkifiedText text={body} />
                    </Typography>
                  )}
                  <Stack
                    direction="row"
                    gap={0.5}
                    alignItems="center"
                    justifyContent="flex-end"
                    sx={{ color: 'text.secondary', fontSize: 14 }}
                  >
                    <Typography variant="caption" color="text.secondary">
                      {timeOf(at)}
                    </Typography>
                    {mine && <Ticks state={delivery} />}
                  </Stack>
                  {entry.kind === 'queued' && entry.item.error && (
                    <Typography variant="caption" color="error" component="p">
                      Not sent: {entry.item.error}
                    </Typography>
                  )}
                </Box>
              </Box>
            </Fragment>
          );
        })}
      </Stack>
      <ImageViewer url={viewing?.url ?? null} alt={viewing?.alt ?? ''} onClose={() => setViewing(null)} />
    </>
  );
}
