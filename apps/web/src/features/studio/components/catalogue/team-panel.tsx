import type { Team, TeamMember } from '@linework/contract/business';
import {
  cancelInvitation,
  changeMemberRole,
  inviteMember,
  removeMember,
} from '@linework/contract/endpoints/business';
import type { BusinessRole } from '@linework/contract/users';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { confirm } from '../../../../components/confirm-store.ts';
import { call } from '../../../../lib/api-client.ts';
import { mediumDate } from '../../../../lib/dates.ts';
import { toast } from '../../../../lib/toast.ts';
import { useStudioBusiness } from '../../api/my-businesses.ts';
import { roleLabels } from '../studio-sections.ts';
import { FormError } from './form-error.tsx';

const roles: BusinessRole[] = ['owner', 'staff', 'artist'];

type Props = { businessId: string; team: Team; myUserId: string; onChanged(): unknown };

/** The shop's people: invite by email with a role, change roles, take people off the team. */
export function TeamPanel({ businessId, team, myUserId, onChanged }: Props) {
  const { timeZone } = useStudioBusiness();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<BusinessRole>('artist');
  const invite = useMutation({
    mutationFn: () => call(inviteMember, { params: { businessId }, body: { email, role } }),
    onSuccess: (i) => {
      toast.success(`We emailed an invitation to ${i.email}.`);
      setEmail('');
      onChanged();
    },
  });
  const change = useMutation({
    mutationFn: ({ member, role }: { member: TeamMember; role: BusinessRole }) =>
      call(changeMemberRole, { params: { businessId, memberId: member.memberId }, body: { role } }),
    onSuccess: (m) => {
      toast.success(`${m.name} is now ${roleLabels[m.role].toLowerCase()}.`);
      onChanged();
    },
    onError: (e) => toast.error(e.message),
  });
  const remove = useMutation({
    mutationFn: (member: TeamMember) =>
      call(removeMember, { params: { businessId, memberId: member.memberId } }),
    onSuccess: () => onChanged(),
    onError: (e) => toast.error(e.message),
  });
  const withdraw = useMutation({
    mutationFn: (invitationId: string) => call(cancelInvitation, { params: { businessId, invitationId } }),
    onSuccess: () => onChanged(),
    onError: (e) => toast.error(e.message),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    invite.mutate();
  }

  async function takeOff(member: TeamMember) {
    const ok = await confirm({
      title: `Remove ${member.name} from the team?`,
      message: 'They can no longer open this shop in the studio. Their artist profile and work stay.',
      positiveText: 'Remove',
    });
    if (ok) remove.mutate(member);
  }

  return (
    <Stack spacing={3}>
      <Stack spacing={1}>
        <Typography variant="h2">Team</Typography>
        <List aria-label="Team members">
          {team.members.map((m) => (
            <ListItem key={m.memberId} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={m.userId === myUserId ? `${m.name} (you)` : m.name}
                secondary={`${m.email}${m.artistName ? ` · artist profile ${m.artistName}` : ''}`}
              />
              <TextField
                select
                size="small"
                label={`Role of ${m.name}`}
                value={m.role}
                onChange={(e) => change.mutate({ member: m, role: e.target.value as BusinessRole })}
                sx={{ minWidth: 150 }}
              >
                {roles.map((r) => (
                  <MenuItem key={r} value={r}>
                    {roleLabels[r]}
                  </MenuItem>
                ))}
              </TextField>
              <Button
                color="error"
                size="small"
                onClick={() => void takeOff(m)}
                aria-label={`Remove ${m.name}`}
              >
                Remove
              </Button>
            </ListItem>
          ))}
        </List>
      </Stack>

      <Stack spacing={2} component="form" onSubmit={submit} noValidate aria-labelledby="invite-heading">
        <Typography variant="h2" id="invite-heading">
          Invite someone
        </Typography>
        <Typography color="text.secondary">
          We email them a link. They join when they sign in with this address and open it.
        </Typography>
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <TextField select label="Role" value={role} onChange={(e) => setRole(e.target.value as BusinessRole)}>
          {roles.map((r) => (
            <MenuItem key={r} value={r}>
              {roleLabels[r]}
            </MenuItem>
          ))}
        </TextField>
        <FormError error={invite.error} />
        <Box>
          <Button type="submit" variant="contained" loading={invite.isPending}>
            Send invitation
          </Button>
        </Box>
      </Stack>

      {team.invitations.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="h3">Waiting to join</Typography>
          <List aria-label="Open invitations">
            {team.invitations.map((i) => (
              <ListItem key={i.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                <ListItemText
                  primary={`${i.email} · ${roleLabels[i.role]}`}
                  secondary={`Invited ${mediumDate(i.createdAt, timeZone)}, link works until ${mediumDate(i.expiresAt, timeZone)}`}
                />
                <Button
                  size="small"
                  onClick={() => withdraw.mutate(i.id)}
                  aria-label={`Withdraw the invitation to ${i.email}`}
                >
                  Withdraw
                </Button>
              </ListItem>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
