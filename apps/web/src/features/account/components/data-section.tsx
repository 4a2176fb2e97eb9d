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
import { useSession } from '../../../lib/session.tsx';
import { toast } from '../../../lib/toast.ts';
import { deleteAccount, downloadExport } from '../api/account-settings.ts';
import { failureMessage, fieldMessage } from './form-errors.ts';
import { Section } from './section.tsx';

function DeleteAccount({ user }: { user: UserProfile }) {
  const [typed, setTyped] = useState('');
  const session = useSession();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => deleteAccount(typed),
    onSuccess: async () => {
      await session.signOut();
      toast.success('Your account is deleted.');
      navigate('/');
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    remove.mutate();
  };
  const typedError = fieldMessage(remove.error, 'body.confirmEmail');
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-labelledby="delete-title">
      <Typography variant="h3" id="delete-title" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        Delete your account
      </Typography>
      <Typography>
        This deletes your login, your profile, what you follow and your settings, and cannot be undone.
      </Typography>
      <Typography>
        What the law makes a shop keep stays with that shop: your signed waivers and the receipts of what you
        paid, with the appointments and messages they belong to. They are no longer linked to any login.
      </Typography>
      <TextField
        label="Type your email address to confirm"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        autoComplete="off"
        helperText={typedError ?? user.email}
        error={Boolean(typedError)}
      />
      {remove.error && !typedError && <Alert severity="error">{failureMessage(remove.error)}</Alert>}
      <Button
        type="submit"
        color="error"
        variant="contained"
        disabled={!typed.trim()}
        loading={remove.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        Delete my account
      </Button>
    </Stack>
  );
}

/** Download everything, or delete the account. */
export function DataSection({ user }: { user: UserProfile }) {
  const exporting = useMutation({ mutationFn: downloadExport });
  return (
    <Section id="data-title" title="Your data">
      <Stack spacing={1} alignItems="flex-start">
        <Typography>
          One JSON file with your profile, appointments, requests, messages, payments, reviews, signed waivers
          and follows.
        </Typography>
        {exporting.error && <Alert severity="error">{failureMessage(exporting.error)}</Alert>}
        <Button variant="outlined" loading={exporting.isPending} onClick={() => exporting.mutate()}>
          Download your data
        </Button>
      </Stack>
      <Divider />
      <DeleteAccount user={user} />
    </Section>
  );
}
