// The embeddable follow form as the server renders it (entry-server.tsx). No React runs in the
// browser of the embed: main.ts enhances this markup, found through the ids of embed-ids.ts.
import {
  subscriptionConsentText,
  subscriptionTopics,
  topicLabels,
} from '@linework/contract/subscription-texts';
import type { SubscriptionTarget } from '@linework/contract/subscriptions';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmbedCheckbox } from './embed-checkbox.tsx';
import { type EmbedField, embedIds, helperIdOf, topicAttribute } from './embed-ids.ts';

export type EmbedContent =
  | { kind: 'form'; target: SubscriptionTarget; name: string; pageUrl: string; subscribeUrl: string }
  | { kind: 'missing'; what: 'artist' | 'shop' }
  | { kind: 'failed'; message: string };

/** The whole embed page: the form inside a padded main. */
export function EmbedPage({ content }: { content: EmbedContent }) {
  return (
    <Box component="main" sx={{ p: 2 }}>
      {content.kind === 'form' ? (
        <FollowForm {...content} />
      ) : content.kind === 'missing' ? (
        <Typography
          variant="h1"
          sx={{ fontSize: '1.5rem' }}
        >{`We could not find this ${content.what}`}</Typography>
      ) : (
        <Alert
          severity="error"
          action={
            // A reload asks again; it needs no script.
            <Button color="inherit" href="">
              Try again
            </Button>
          }
        >
          {content.message}
        </Alert>
      )}
    </Box>
  );
}

/** A text field whose label always sits above it: no script moves it when the field gets a value. */
function TextInput(props: {
  field: EmbedField;
  label: string;
  type: string;
  autoComplete: string;
  required?: boolean;
  hint?: string;
}) {
  const id = embedIds[props.field];
  const helperId = helperIdOf(props.field);
  return (
    <FormControl fullWidth required={props.required} data-field={props.field}>
      <InputLabel htmlFor={id} shrink>
        {props.label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type={props.type}
        autoComplete={props.autoComplete}
        label={props.required ? `${props.label} *` : props.label}
        notched
        inputProps={{ 'aria-describedby': helperId }}
      />
      <FormHelperText id={helperId} data-hint={props.hint ?? ''} hidden={!props.hint}>
        {props.hint}
      </FormHelperText>
    </FormControl>
  );
}

/** An error line under a group, empty and hidden until the script has something to say. */
function ErrorLine({ field }: { field: EmbedField }) {
  return <FormHelperText id={helperIdOf(field)} data-hint="" hidden />;
}

function FollowForm(props: Omit<Extract<EmbedContent, { kind: 'form' }>, 'kind'>) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
        Follow {props.name}
      </Typography>
      {/* A wrapper, as MUI's alert sets its own display: `hidden` on it would not hide it. */}
      <div id={embedIds.problem} hidden>
        <Alert severity="error" role="alert" />
      </div>
      {/* One place in the column for the form and, once sent, the note that replaces it. */}
      <div>
        {/* Empty until the form is sent: then the "check your inbox" note is put in and read out. */}
        <div id={embedIds.status} role="status" tabIndex={-1} />
        <template id={embedIds.success}>
          <Alert icon={<MarkEmailReadIcon />} severity="success" role="none">
            <Typography fontWeight={700}>Check your inbox</Typography>
            We sent a link to <span data-email="" />. Open it to confirm, and you will hear from {props.name}{' '}
            about the topics you picked.
          </Alert>
        </template>
        {/*
          Without a script the form opens the full subscribe page in a new tab (the fields have no
          name, so nothing typed goes into that address); with it, main.ts sends the form itself.
        */}
        <Stack
          component="form"
          id={embedIds.form}
          spacing={2}
          noValidate
          aria-label={`Follow ${props.name}`}
          action={props.subscribeUrl}
          target="_blank"
          data-target={JSON.stringify(props.target)}
          sx={{
            '& .MuiFormControl-root:focus-within .MuiInputLabel-root:not(.Mui-error)': {
              color: 'primary.main',
            },
          }}
        >
          <TextInput field="email" label="Email" type="email" autoComplete="email" required />
          <TextInput
            field="phoneNumber"
            label="Phone number (optional)"
            type="tel"
            autoComplete="tel"
            hint="International format, e.g. +12125550123"
          />
          <FormControl
            component="fieldset"
            id={embedIds.topics}
            data-field="topics"
            aria-describedby={helperIdOf('topics')}
          >
            <FormLabel component="legend">Tell me about</FormLabel>
            <FormGroup row>
              {subscriptionTopics.map((topic) => (
                <FormControlLabel
                  key={topic}
                  label={topicLabels[topic]}
                  control={
                    <EmbedCheckbox
                      defaultChecked
                      slotProps={{ input: { [topicAttribute]: topic } as object }}
                    />
                  }
                />
              ))}
            </FormGroup>
            <ErrorLine field="topics" />
          </FormControl>
          <FormControl data-field="consent">
            <FormControlLabel
              sx={{ alignItems: 'flex-start' }}
              control={
                <EmbedCheckbox
                  id={embedIds.consent}
                  sx={{ mt: -0.5 }}
                  slotProps={{ input: { 'aria-describedby': helperIdOf('consent') } as object }}
                />
              }
              label={<Typography variant="body2">{subscriptionConsentText(props.name)}</Typography>}
            />
            <ErrorLine field="consent" />
          </FormControl>
          <Button
            id={embedIds.submit}
            type="submit"
            variant="contained"
            size="large"
            sx={{
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
            }}
          >
            Subscribe
          </Button>
        </Stack>
      </div>
      <Typography variant="body2" color="text.secondary">
        Sent through{' '}
        <Link href={props.pageUrl} target="_blank" rel="noopener">
          Linework
        </Link>
      </Typography>
    </Stack>
  );
}
