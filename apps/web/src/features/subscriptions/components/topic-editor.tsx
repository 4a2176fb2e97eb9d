import type { SubscriptionTopic } from '@linework/contract/subscriptions';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { TopicCheckboxes } from './topic-checkboxes.tsx';

/** Pick topics and save them; at least one, or the person should unsubscribe instead. */
export function TopicEditor(props: {
  initial: SubscriptionTopic[];
  saving: boolean;
  saveLabel: string;
  label?: string;
  onSave(topics: SubscriptionTopic[]): void;
}) {
  const [topics, setTopics] = useState(props.initial);
  const [error, setError] = useState('');
  return (
    <Stack spacing={1.5}>
      <TopicCheckboxes
        label={props.label}
        value={topics}
        onChange={(t) => {
          setTopics(t);
          setError('');
        }}
        error={error}
      />
      <Button
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        disabled={props.saving}
        onClick={() => (topics.length ? props.onSave(topics) : setError('Pick at least one topic'))}
      >
        {props.saveLabel}
      </Button>
    </Stack>
  );
}
