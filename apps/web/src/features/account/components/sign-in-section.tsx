import type { UserProfile } from '@linework/contract/users';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { confirm } from '../../../components/confirm-store.ts';
import { identity } from '../../../lib/identity.ts';
import { useSession } from '../../../lib/session.tsx';
import { toast } from '../../../lib/toast.ts';
import { failureMessage } from './form-errors.ts';
import { Section } from './section.tsx';

function EmailForm({ user }: { user: UserProfile }) {
  const [newEmail, setNewEmail] = useState('');
  const change = useMutation({
    mutationFn: (email: string) => identity.changeEmail(email, `${window.location.origin}/account`),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    change.mutate(newEmail.trim());
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography>
        Your email: <strong style={{ overflowWrap: 'anywhere' }}>{user.email}</strong>
      </Typography>
      <TextField
        label="New email"
        type="email"
        autoComplete="email"
        value={newEmail}
        onChange={(e) => setNewEmail(e.target.value)}
      />
      {change.error && <Alert severity="error">{failureMessage(change.error)}</Alert>}
      {change.isSuccess && (
        <Alert severity="info" role="status">
          Check your inbox at {change.variables}: open the link we sent to confirm your new address. Until
          then, your email stays {user.email}.
        </Alert>
      )}
      <Button
        type="submit"
        variant="outlined"
        disabled={!newEmail.trim()}
        loading={change.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        Change email
      </Button>
    </Stack>
  );
}

function PasswordForm() {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const change = useMutation({
    mutationFn: () => identity.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }),
    onSuccess: () => {
      setCurrent('');
      setNew('');
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    change.mutate();
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        helperText="At least 8 characters"
        value={newPassword}
        onChange={(e) => setNew(e.target.value)}
      />
      {change.error && <Alert severity="error">{failureMessage(change.error)}</Alert>}
      {change.isSuccess && (
        <Alert severity="success" role="status">
          Your password is changed. Your other devices are signed out.
        </Alert>
      )}
      <Button
        type="submit"
        variant="outlined"
        disabled={!currentPassword || !newPassword}
        loading={change.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        Change password
      </Button>
    </Stack>
  );
}

function SignOutEverywhere() {
  const session = useSession();
  const navigate = useNavigate();
  const revoke = useMutation({
    mutationFn: identity.revokeSessions,
    onSuccess: async () => {
      await session.signOut();
      toast.success('You are signed out on every device.');
      navigate('/');
    },
  });
  return (
    <Stack spacing={1} alignItems="flex-start">
      <Typography>
        Lost a phone or used a shared computer? Sign out everywhere, this device included.
      </Typography>
      {revoke.error && <Alert severity="error">{failureMessage(revoke.error)}</Alert>}
      <Button
        variant="outlined"
        loading={revoke.isPending}
        onClick={async () => {
          const sure = await confirm({
            title: 'Sign out of every device?',
            message: 'You will need your password to sign in again anywhere.',
            positiveText: 'Sign out everywhere',
          });
          if (sure) revoke.mutate();
        }}
      >
        Sign out of every device
      </Button>
    </Stack>
  );
}

/** Email, password and the devices signed in. */
export function SignInSection({ user }: { user: UserProfile }) {
  return (
    <Section id="sign-in-title" title="Sign-in and security">
      <EmailForm user={user} />
      <Divider />
      <PasswordForm />
      <Divider />
      <SignOutEverywhere />
    </Section>
  );
}
