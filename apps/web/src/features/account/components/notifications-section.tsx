import {
  type NotificationKind,
  type NotificationPreferences,
  notificationKinds,
} from '@linework/contract/users';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useNotificationPreferences, useSetNotificationPreferences } from '../api/account-settings.ts';
import { failureMessage } from './form-errors.ts';
import { Section } from './section.tsx';

const kindText: Record<NotificationKind, string> = {
  appointments: 'Appointment updates (confirmed, moved, cancelled)',
  reminders: 'Reminders 2 days and 3 hours before a visit',
  chat: 'New messages from shops',
  marketing: 'News and announcements from artists you follow',
};

function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const [choice, setChoice] = useState(saved);
  const save = useSetNotificationPreferences();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(choice);
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit}>
      {notificationKinds.map((kind) => (
        <fieldset key={kind} style={{ border: 0, margin: 0, padding: 0 }}>
          <Typography component="legend" fontWeight={600}>
            {kindText[kind]}
          </Typography>
          <FormGroup row>
            {(['email', 'sms'] as const).map((channel) => (
              <FormControlLabel
                key={channel}
                label={channel === 'email' ? 'Email' : 'Text message'}
                control={
                  <Checkbox
                    checked={choice[kind][channel]}
                    onChange={(e) =>
                      setChoice((c) => ({ ...c, [kind]: { ...c[kind], [channel]: e.target.checked } }))
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </fieldset>
      ))}
      <Typography variant="body2" color="text.secondary">
        Text messages go to the phone in your profile, never between 21:00 and 08:00.
      </Typography>
      {save.error && <Alert severity="error">{failureMessage(save.error)}</Alert>}
      {save.isSuccess && (
        <Alert severity="success" role="status">
          Your choices are saved.
        </Alert>
      )}
      <Button type="submit" variant="contained" loading={save.isPending} sx={{ alignSelf: 'flex-start' }}>
        Save choices
      </Button>
    </Stack>
  );
}

/** What the customer hears about, by email and by text message. */
export function NotificationsSection() {
  const query = useNotificationPreferences();
  return (
    <Section id="notifications-title" title="Notifications">
      {query.isPending ? (
        <CenteredSpinner label="Loading your notification choices" />
      ) : query.error ? (
        <ErrorAlert error={query.error} onRetry={query.refetch} />
      ) : (
        <PreferencesForm saved={query.data} />
      )}
    </Section>
  );
}
