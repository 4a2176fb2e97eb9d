import { type SubscriptionView, topicLabels } from '@linework/contract/subscriptions';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { toast } from '../../../lib/toast.ts';
import { useUnsubscribe } from '../api/unsubscribe.ts';
import { useUpdatePreferences } from '../api/update-preferences.ts';
import { TopicEditor } from './topic-editor.tsx';

const topicList = (s: SubscriptionView) => s.topics.map((t) => topicLabels[t].toLowerCase()).join(', ');

/**
 * Opened from an email's link: unsubscribes at once (no sign-in), says from what, and offers to
 * choose topics instead or to undo.
 */
export function UnsubscribeFromLink({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();
  const preferences = useUpdatePreferences();
  const [choosing, setChoosing] = useState(false);
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per token, on arrival
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    unsubscribe.mutate(token);
  }, [token]);

  if (unsubscribe.isError) {
    return (
      <Alert severity="error" role="alert">
        {unsubscribe.error.message}
      </Alert>
    );
  }
  if (!unsubscribe.data) return <CenteredSpinner label="Unsubscribing" />;
  const before = unsubscribe.data;
  const now = preferences.data ?? before;
  const save = (topics: SubscriptionView['topics'], message: string) =>
    preferences.mutate(
      { token, topics },
      {
        onSuccess: () => {
          setChoosing(false);
          toast.success(message);
        },
        onError: (e) => toast.error(e.message),
      },
    );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        {now.status === 'unsubscribed' ? (
          <>
            <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
              You’re unsubscribed
            </Typography>
            <Typography>
              {now.email} will get no more emails from <strong>{now.target.name}</strong> through Linework.
            </Typography>
          </>
        ) : (
          <>
            <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
              You’re subscribed again
            </Typography>
            <Typography role="status">
              {now.email} hears from <strong>{now.target.name}</strong> about {topicList(now)}.
            </Typography>
          </>
        )}
        {choosing ? (
          <TopicEditor
            initial={before.topics}
            label="Only tell me about"
            saveLabel="Keep these topics"
            saving={preferences.isPending}
            onSave={(topics) => save(topics, 'Your topics are saved.')}
          />
        ) : (
          now.status === 'unsubscribed' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} gap={1}>
              <Button variant="outlined" onClick={() => setChoosing(true)}>
                Choose topics instead
              </Button>
              <Button
                variant="text"
                disabled={preferences.isPending}
                onClick={() => save(before.topics, `You follow ${before.target.name} again.`)}
              >
                Undo
              </Button>
            </Stack>
          )
        )}
      </Stack>
    </Paper>
  );
}
