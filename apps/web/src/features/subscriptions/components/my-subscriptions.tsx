import { type SubscriptionView, topicLabels } from '@linework/contract/subscriptions';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { toast } from '../../../lib/toast.ts';
import { useMySubscriptions } from '../api/get-my-subscriptions.ts';
import { useUpdateMySubscription } from '../api/update-my-subscription.ts';
import { TopicEditor } from './topic-editor.tsx';

const statusText: Record<SubscriptionView['status'], string> = {
  pending: 'Waiting for your confirmation',
  confirmed: 'Subscribed',
  unsubscribed: 'Unsubscribed',
};

function SubscriptionRow({ s }: { s: SubscriptionView }) {
  const update = useUpdateMySubscription();
  const [editing, setEditing] = useState(false);
  const change = (body: Parameters<typeof update.mutate>[0], message: string) =>
    update.mutate(body, {
      onSuccess: () => {
        setEditing(false);
        toast.success(message);
      },
      onError: (e) => toast.error(e.message),
    });
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={1}>
        <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap">
          <Link component={RouterLink} to={s.target.path} fontWeight={700}>
            {s.target.name}
          </Link>
          <Chip
            size="small"
            label={statusText[s.status]}
            color={s.status === 'confirmed' ? 'secondary' : 'default'}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {s.email} · {s.topics.map((t) => topicLabels[t]).join(', ')}
        </Typography>
        {editing ? (
          <TopicEditor
            initial={s.topics}
            saveLabel="Save topics"
            saving={update.isPending}
            onSave={(topics) => change({ id: s.id, topics }, 'Your topics are saved.')}
          />
        ) : (
          <Stack direction="row" gap={1} flexWrap="wrap">
            <Button size="small" variant="outlined" onClick={() => setEditing(true)}>
              Change topics
            </Button>
            {s.status === 'confirmed' && (
              <Button
                size="small"
                onClick={() => change({ id: s.id, subscribed: false }, `Unsubscribed from ${s.target.name}.`)}
              >
                Unsubscribe
              </Button>
            )}
            {s.status === 'unsubscribed' && s.confirmedAt && (
              <Button
                size="small"
                onClick={() => change({ id: s.id, subscribed: true }, `You follow ${s.target.name} again.`)}
              >
                Subscribe again
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** Every artist and shop a signed-in customer follows with their own address. */
export function MySubscriptions() {
  const query = useMySubscriptions(true);
  return (
    <QueryState query={query} what="subscriptions">
      {(list) =>
        list.length === 0 ? (
          <Typography>
            You do not follow anyone yet. Open an artist’s or shop’s page and choose Subscribe.
          </Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {list.map((s) => (
              <SubscriptionRow key={s.id} s={s} />
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
}
