import {
  type AnnouncementPreview,
  type CreateAnnouncementBody,
  type SubscriptionTopic,
  subscriptionTopics,
  topicLabels,
} from '@linework/contract/subscriptions';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { useAnnouncementReach, usePostAnnouncement, usePreviewAnnouncement } from '../../api/followers.ts';
import { type AnnouncementPicture, AnnouncementPictures } from './announcement-pictures.tsx';
import { EmailPreview } from './announcement-preview.tsx';

const topicHints: Record<SubscriptionTopic, string> = {
  books_open: 'Your books open: the dates, and a Book button in the email.',
  flash_drop: 'New flash designs to pick from.',
  guest_spot: 'A guest artist visiting, or a guest spot elsewhere.',
  news: 'Anything else worth telling.',
};

const followers = (n: number) => `${n} follower${n === 1 ? '' : 's'}`;

type Draft = {
  topic: SubscriptionTopic;
  from: string;
  title: string;
  message: string;
  opensOn: string;
  closesOn: string;
  pictures: AnnouncementPicture[];
};
const emptyDraft: Draft = {
  topic: 'books_open',
  from: '',
  title: '',
  message: '',
  opensOn: '',
  closesOn: '',
  pictures: [],
};

/**
 * Writes an announcement to followers of the shop or one of its artists: the reach of the topic
 * while writing, then the email as followers will get it before anything is sent.
 */
export function ComposeAnnouncement({
  businessId,
  shopName,
  artists,
}: {
  businessId: string;
  shopName: string;
  artists: { id: string; displayName: string }[];
}) {
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [preview, setPreview] = useState<AnnouncementPreview | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const reach = useAnnouncementReach(businessId, draft.topic, draft.from || undefined);
  const previewing = usePreviewAnnouncement(businessId);
  const posting = usePostAnnouncement(businessId);
  const sender = artists.find((a) => a.id === draft.from)?.displayName ?? shopName;

  // Any change after a preview asks for a new one: what is sent is always what was seen.
  const change = (next: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...next }));
    setPreview(null);
    setDone('');
  };
  const body = (): CreateAnnouncementBody => ({
    topic: draft.topic,
    title: draft.title,
    message: draft.message,
    ...(draft.from && { artistId: draft.from }),
    ...(draft.topic === 'books_open' && draft.opensOn && { opensOn: draft.opensOn }),
    ...(draft.topic === 'books_open' && draft.closesOn && { closesOn: draft.closesOn }),
    imagePaths: draft.pictures.map((p) => p.path),
  });
  const failed = (error: unknown) => {
    const f = error instanceof ApiError ? (error.details?.fields ?? {}) : {};
    setFields(Object.fromEntries(Object.entries(f).map(([k, v]) => [k.replace(/^body\./, ''), v])));
    setProblem((error as Error).message);
  };

  const showPreview = async (e: React.FormEvent) => {
    e.preventDefault();
    setFields({});
    setProblem('');
    try {
      setPreview(await previewing.mutateAsync(body()));
    } catch (error) {
      failed(error);
    }
  };
  const send = async () => {
    try {
      const sent = await posting.mutateAsync(body());
      for (const p of draft.pictures) URL.revokeObjectURL(p.previewUrl);
      setDraft({ ...emptyDraft, from: draft.from });
      setPreview(null);
      setDone(`“${sent.title}” is on its way to ${followers(sent.recipientCount)}.`);
      toast.success(`Sending to ${followers(sent.recipientCount)}.`);
    } catch (error) {
      failed(error);
    }
  };

  const count = reach.data?.recipientCount;
  return (
    <Stack spacing={2}>
      <Stack component="form" spacing={2} onSubmit={showPreview} noValidate aria-label="New announcement">
        {artists.length > 0 && (
          <TextField
            select
            label="From"
            value={draft.from}
            onChange={(e) => change({ from: e.target.value })}
            helperText="Who it is from decides who gets it: the shop’s followers, or that artist’s."
            sx={{ maxWidth: 420 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{shopName} (the shop)</MenuItem>
            {artists.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.displayName}
              </MenuItem>
            ))}
          </TextField>
        )}
        <FormControl>
          <FormLabel id="topic-label">What is it about?</FormLabel>
          <RadioGroup
            aria-labelledby="topic-label"
            value={draft.topic}
            onChange={(e) => change({ topic: e.target.value as SubscriptionTopic })}
          >
            {subscriptionTopics.map((t) => (
              <FormControlLabel
                key={t}
                value={t}
                control={<Radio />}
                label={
                  <span>
                    {topicLabels[t]}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      — {topicHints[t]}
                    </Typography>
                  </span>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
        <Typography role="status" aria-live="polite" fontWeight={600}>
          {count === undefined
            ? 'Counting followers…'
            : `Reaches ${followers(count)} of ${sender} who asked for ${topicLabels[draft.topic].toLowerCase()}.`}
        </Typography>
        <TextField
          label="Title"
          required
          value={draft.title}
          onChange={(e) => change({ title: e.target.value })}
          error={Boolean(fields.title)}
          helperText={fields.title ?? 'Also the email’s subject, after the sender’s name.'}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <TextField
          label="Message"
          required
          multiline
          minRows={4}
          value={draft.message}
          onChange={(e) => change({ message: e.target.value })}
          error={Boolean(fields.message)}
          helperText={fields.message ?? 'A blank line starts a new paragraph.'}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
        />
        {draft.topic === 'books_open' && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="date"
              label="Books open on"
              required
              value={draft.opensOn}
              onChange={(e) => change({ opensOn: e.target.value })}
              error={Boolean(fields.opensOn)}
              helperText={fields.opensOn}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label="Books close on (optional)"
              value={draft.closesOn}
              onChange={(e) => change({ closesOn: e.target.value })}
              error={Boolean(fields.closesOn)}
              helperText={fields.closesOn}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        )}
        <AnnouncementPictures
          pictures={draft.pictures}
          onChange={(pictures) => change({ pictures })}
          problem={Object.entries(fields).find(([k]) => k.startsWith('imagePaths'))?.[1]}
        />
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <Button
          type="submit"
          variant="outlined"
          disabled={previewing.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Preview the email
        </Button>
      </Stack>

      {done && (
        <Alert severity="success" role="status">
          {done}
        </Alert>
      )}
      {preview && (
        <Stack spacing={2} component="section" aria-labelledby="preview-heading">
          <Typography variant="h3" id="preview-heading" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
            What {followers(preview.recipientCount)} will get
          </Typography>
          <EmailPreview preview={preview} />
          <Stack direction="row" gap={1} flexWrap="wrap">
            <Button
              variant="contained"
              onClick={send}
              disabled={posting.isPending || preview.recipientCount === 0}
            >
              Send to {followers(preview.recipientCount)}
            </Button>
            <Button onClick={() => setPreview(null)}>Keep editing</Button>
          </Stack>
          {preview.recipientCount === 0 && (
            <Alert severity="info">
              No follower asked for {topicLabels[draft.topic].toLowerCase()} from {sender} yet, so there is no
              one to send it to.
            </Alert>
          )}
        </Stack>
      )}
    </Stack>
  );
}
