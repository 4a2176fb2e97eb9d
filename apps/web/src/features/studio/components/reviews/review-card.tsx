import type { StaffReviewView } from '@linework/contract/reviews';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { confirm } from '../../../../components/confirm-store.ts';
import { mediumDate } from '../../../../lib/dates.ts';
import { toast } from '../../../../lib/toast.ts';
import { useReplyToReview, useReportReview } from '../../api/reviews.ts';

function ReplyForm({ review, businessId }: { review: StaffReviewView; businessId: string }) {
  const reply = useReplyToReview(businessId);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setProblem('Write your reply first.');
    setProblem('');
    const sure = await confirm({
      title: 'Post this reply?',
      message: 'It shows under the review on your public pages, and it cannot be changed afterwards.',
      positiveText: 'Post reply',
      negativeText: 'Keep editing',
    });
    if (!sure) return;
    try {
      await reply.mutateAsync({ reviewId: review.id, text: text.trim() });
      toast.success('Your reply is public now.');
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  if (!open)
    return (
      <Button variant="outlined" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        Reply
      </Button>
    );
  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={send}
      noValidate
      aria-label={`Reply to ${review.authorName}`}
    >
      <TextField
        label="Your public reply"
        autoFocus
        multiline
        minRows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={Boolean(problem)}
        helperText={problem || 'One reply per review; it cannot be edited once posted.'}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
        fullWidth
      />
      <Stack direction="row" gap={1}>
        <Button type="submit" variant="contained" disabled={reply.isPending}>
          Post reply
        </Button>
        <Button onClick={() => setOpen(false)}>Cancel</Button>
      </Stack>
    </Stack>
  );
}

function ReportDialog({
  review,
  businessId,
  open,
  onClose,
}: {
  review: StaffReviewView;
  businessId: string;
  open: boolean;
  onClose(): void;
}) {
  const report = useReportReview(businessId);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const titleId = useId();
  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < 5) return setProblem('Say why this review breaks the rules.');
    try {
      await report.mutateAsync({ reviewId: review.id, reason: reason.trim() });
      toast.success('Reported. Moderators will look at it; it stays visible until they decide.');
      onClose();
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={send} noValidate>
        <DialogTitle id={titleId}>Report {review.authorName}’s review</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">
              Moderators check reported reviews against the rules (abuse, personal data, not a real visit).
              The review stays visible until they decide.
            </Typography>
            <TextField
              label="Why should moderators look at it?"
              multiline
              minRows={3}
              autoFocus
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={Boolean(problem)}
              helperText={problem || undefined}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" color="error" variant="contained" disabled={report.isPending}>
            Report review
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** One review: stars, words and photos; the shop's reply or a form to write it; report it. */
export function ReviewCard({
  review: r,
  businessId,
  canAnswer,
  timeZone,
}: {
  review: StaffReviewView;
  businessId: string;
  canAnswer: boolean;
  /** The shop's, for the dates. */
  timeZone: string;
}) {
  const [reporting, setReporting] = useState(false);
  const headingId = useId();
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={1.25}>
          <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap">
            <Typography component="h2" id={headingId} sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
              {r.authorName}
            </Typography>
            <Rating value={r.rating} readOnly size="small" aria-label={`${r.rating} out of 5 stars`} />
            {r.verified && <Chip size="small" label="Verified visit" variant="outlined" />}
            {r.reportedAt && (
              <Chip size="small" color="warning" label={`Reported ${mediumDate(r.reportedAt, timeZone)}`} />
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {r.artistName ? `For ${r.artistName} · ` : ''}
            {mediumDate(r.createdAt, timeZone)}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{r.text}</Typography>
          {r.photoUrls.length > 0 && (
            <Box
              component="ul"
              aria-label={`Photos from ${r.authorName}`}
              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
            >
              {r.photoUrls.map((url, i) => (
                <li key={url}>
                  <Link href={url} target="_blank" rel="noopener" sx={{ display: 'block' }}>
                    <Box
                      component="img"
                      src={url}
                      alt={`Photo ${i + 1} of ${r.photoUrls.length} from ${r.authorName} (opens full size)`}
                      width={96}
                      height={96}
                      loading="lazy"
                      sx={{ objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'grey.200' }}
                    />
                  </Link>
                </li>
              ))}
            </Box>
          )}
          {r.reply ? (
            <Alert severity="info" icon={false} sx={{ bgcolor: 'grey.100', color: 'text.primary' }}>
              <Typography variant="body2" fontWeight={600}>
                Your reply{r.repliedAt ? `, ${mediumDate(r.repliedAt, timeZone)}` : ''}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                {r.reply}
              </Typography>
            </Alert>
          ) : (
            canAnswer && <ReplyForm review={r} businessId={businessId} />
          )}
          {canAnswer && !r.reportedAt && (
            <Button
              size="small"
              color="error"
              onClick={() => setReporting(true)}
              sx={{ alignSelf: 'flex-start' }}
            >
              Report this review
            </Button>
          )}
        </Stack>
      </CardContent>
      {canAnswer && (
        <ReportDialog
          review={r}
          businessId={businessId}
          open={reporting}
          onClose={() => setReporting(false)}
        />
      )}
    </Card>
  );
}
