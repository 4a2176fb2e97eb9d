import type { AnnouncementView } from '@linework/contract/subscriptions';
import { topicLabels } from '@linework/contract/subscriptions';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { mediumDate } from '../../../../lib/dates.ts';

/** Past announcements, newest first: what, to whom, and how far the sending has got. */
export function AnnouncementList({
  announcements,
  senderName,
  timeZone,
}: {
  announcements: AnnouncementView[];
  senderName(artistId: string | null): string;
  /** The shop's, for the dates. */
  timeZone: string;
}) {
  if (announcements.length === 0)
    return <Alert severity="info">Nothing sent yet. Your first announcement will be listed here.</Alert>;
  return (
    <Box component="ul" aria-label="Past announcements" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {announcements.map((a) => (
        <Box component="li" key={a.id} sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
          <Typography fontWeight={600}>{a.title}</Typography>
          <Typography variant="body2" color="text.secondary">
            {topicLabels[a.topic]} · from {senderName(a.artistId)} · {mediumDate(a.createdAt, timeZone)} ·{' '}
            {a.sentCount >= a.recipientCount
              ? `sent to ${a.recipientCount} follower${a.recipientCount === 1 ? '' : 's'}`
              : `sending: ${a.sentCount} of ${a.recipientCount}`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
