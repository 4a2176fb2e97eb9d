import type { UserProfile } from '@linework/contract/users';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useUpdateProfile } from '../api/account-settings.ts';
import { failureMessage, fieldMessage } from './form-errors.ts';
import { Section } from './section.tsx';

/** Names and phone number; the phone is where text-message reminders go. */
export function ProfileSection({ user }: { user: UserProfile }) {
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [phone, setPhone] = useState(user.phoneNumber ?? '');
  const save = useUpdateProfile();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ firstName, lastName, phoneNumber: phone.trim() ? phone.trim() : null });
  };
  const error = save.error;
  const placed = ['body.firstName', 'body.lastName', 'body.phoneNumber'].some((f) => fieldMessage(error, f));
  return (
    <Section id="profile-title" title="Profile">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <TextField
          label="First name"
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          autoComplete="given-name"
          error={Boolean(fieldMessage(error, 'body.firstName'))}
          helperText={fieldMessage(error, 'body.firstName')}
        />
        <TextField
          label="Last name"
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
          autoComplete="family-name"
          error={Boolean(fieldMessage(error, 'body.lastName'))}
          helperText={fieldMessage(error, 'body.lastName')}
        />
        <TextField
          label="Phone"
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          autoComplete="tel"
          error={Boolean(fieldMessage(error, 'body.phoneNumber'))}
          helperText={fieldMessage(error, 'body.phoneNumber') ?? 'In international format, e.g. +15551234567'}
        />
        {error && !placed && <Alert severity="error">{failureMessage(error)}</Alert>}
        {save.isSuccess && <Alert severity="success">Your profile is saved.</Alert>}
        <Button type="submit" variant="contained" loading={save.isPending} sx={{ alignSelf: 'flex-start' }}>
          Save profile
        </Button>
      </Stack>
    </Section>
  );
}
