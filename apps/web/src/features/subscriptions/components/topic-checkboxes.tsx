import { type SubscriptionTopic, subscriptionTopics, topicLabels } from '@linework/contract/subscriptions';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

/** The topics to hear about, as a labelled group of checkboxes. */
export function TopicCheckboxes(props: {
  value: SubscriptionTopic[];
  onChange(topics: SubscriptionTopic[]): void;
  error?: string;
  label?: string;
  /** The field's name in a form sent without JavaScript (one value a topic ticked). */
  name?: string;
}) {
  const toggle = (topic: SubscriptionTopic, on: boolean) =>
    props.onChange(
      on
        ? subscriptionTopics.filter((t) => t === topic || props.value.includes(t))
        : props.value.filter((t) => t !== topic),
    );
  return (
    <FormControl component="fieldset" error={Boolean(props.error)}>
      <FormLabel component="legend">{props.label ?? 'Tell me about'}</FormLabel>
      <FormGroup row>
        {subscriptionTopics.map((topic) => (
          <FormControlLabel
            key={topic}
            label={topicLabels[topic]}
            control={
              <Checkbox
                checked={props.value.includes(topic)}
                name={props.name}
                value={topic}
                onChange={(e) => toggle(topic, e.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {props.error && <FormHelperText>{props.error}</FormHelperText>}
    </FormControl>
  );
}
