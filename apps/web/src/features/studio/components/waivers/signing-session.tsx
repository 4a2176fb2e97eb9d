import { inStatusGroup } from '@linework/contract/appointments';
import type { ApprovedDesign } from '@linework/contract/project-proofs';
import type { CreatedWaiverSession } from '@linework/contract/waivers';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApprovedDesignChip } from '../../../../components/approved-design.tsx';
import { LiveProblem } from '../../../../components/live-problem.tsx';
import { ProofPictures } from '../../../../components/proof-pictures.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { dateTimeIn, timeIn } from '../../../../lib/dates.ts';
import { useApprovedDesigns } from '../../../../lib/design-queries.ts';
import { dayAppointmentsQuery, todayIn } from '../../api/money.ts';
import { startSigning } from '../../api/waivers.ts';

/** A session made: hand this device over, or the customer types the link on their own phone. */
function SessionMade({ session, timeZone }: { session: CreatedWaiverSession; timeZone: string }) {
  const path = new URL(session.url).pathname;
  return (
    <Alert severity="success" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Stack spacing={1}>
        <Typography fontWeight={700}>
          {session.emailedTo
            ? `The link was emailed to ${session.emailedTo}.`
            : 'The signing session is ready.'}
        </Typography>
        <Typography>
          On their own phone, the customer opens{' '}
          <Typography component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {session.url}
          </Typography>{' '}
          (open until {dateTimeIn(session.expiresAt, timeZone)}).
        </Typography>
        <Button component={RouterLink} to={path} variant="contained" sx={{ alignSelf: 'start' }}>
          Hand this device to the customer
        </Button>
      </Stack>
    </Alert>
  );
}

/** The approved design of a session: a chip, and its pictures for the appointment asked for. */
function DoorDesign({ design, open }: { design: ApprovedDesign | undefined; open: boolean }) {
  if (!design) return null;
  return (
    <Stack spacing={1} alignItems="flex-start">
      <ApprovedDesignChip design={design} />
      {open && (
        <ProofPictures
          images={design.images}
          label={`Approved design, version ${design.version}`}
          size={88}
        />
      )}
    </Stack>
  );
}

/** Today's appointments, each ready for a signing session; `appointmentId` is the one asked for. */
export function SigningSessions({
  businessId,
  timeZone,
  appointmentId,
}: {
  businessId: string;
  timeZone: string;
  appointmentId: string | null;
}) {
  const today = todayIn(timeZone);
  const day = useQuery(dayAppointmentsQuery(businessId, today));
  const [made, setMade] = useState<Record<string, CreatedWaiverSession>>({});
  // The design the customer approved, so the door sees what is being tattooed today.
  const designs = useApprovedDesigns(businessId, day.data?.appointments.map((a) => a.id) ?? []);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState('');
  const start = async (id: string, send: boolean) => {
    setProblem('');
    setBusy(id);
    try {
      const session = await startSigning(businessId, id, send);
      setMade((all) => ({ ...all, [id]: session }));
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy('');
    }
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="signing-heading">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h2" id="signing-heading" sx={{ fontSize: '1.25rem' }}>
            Sign a waiver for today’s appointments
          </Typography>
          <LiveProblem problem={problem} />
          <QueryState query={day} what="appointments">
            {(d) => {
              const live = d.appointments.filter((a) => inStatusGroup('arrivable', a.status));
              // The one asked for first, even on another day's list (it is still started by its id).
              const asked = appointmentId && !live.some((a) => a.id === appointmentId) ? appointmentId : null;
              if (!live.length && !asked)
                return <Typography color="text.secondary">No appointments today.</Typography>;
              return (
                <List aria-label="Today’s appointments" sx={{ pt: 0 }}>
                  {asked && (
                    <ListItem
                      disableGutters
                      divider
                      sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1 }}
                    >
                      <ListItemText primary="The appointment you opened" />
                      <Stack direction="row" spacing={1}>
                        <Button
                          variant="contained"
                          disabled={busy === asked}
                          onClick={() => void start(asked, false)}
                        >
                          Start signing
                        </Button>
                        <Button disabled={busy === asked} onClick={() => void start(asked, true)}>
                          Email the link
                        </Button>
                      </Stack>
                      {made[asked] && <SessionMade session={made[asked]} timeZone={timeZone} />}
                    </ListItem>
                  )}
                  {live.map((a) => {
                    const who = `${a.customer.firstName} ${a.customer.lastName}`;
                    return (
                      <ListItem
                        key={a.id}
                        disableGutters
                        divider
                        sx={{
                          flexDirection: 'column',
                          alignItems: 'stretch',
                          gap: 1,
                          bgcolor: a.id === appointmentId ? 'action.selected' : undefined,
                        }}
                      >
                        <ListItemText
                          primary={`${timeIn(a.startsAt, timeZone)} ${who}`}
                          secondary={`${a.service.name} with ${a.artist.displayName} · code ${a.confirmationCode}`}
                        />
                        <DoorDesign
                          design={designs.data?.find((d) => d.appointmentId === a.id)}
                          open={a.id === appointmentId}
                        />
                        {a.waiver.state === 'signed' ? (
                          <Typography color="success.main" fontWeight={600}>
                            Waiver signed
                            {a.waiver.signedAt ? ` at ${timeIn(a.waiver.signedAt, timeZone)}` : ''}
                          </Typography>
                        ) : (
                          <Stack direction="row" spacing={1}>
                            <Button
                              variant={a.id === appointmentId ? 'contained' : 'outlined'}
                              disabled={busy === a.id}
                              onClick={() => void start(a.id, false)}
                              aria-label={`Start signing for ${who} at ${timeIn(a.startsAt, timeZone)}`}
                            >
                              Start signing
                            </Button>
                            <Button
                              disabled={busy === a.id}
                              onClick={() => void start(a.id, true)}
                              aria-label={`Email the signing link to ${who}`}
                            >
                              Email the link
                            </Button>
                          </Stack>
                        )}
                        {made[a.id] && <SessionMade session={made[a.id]!} timeZone={timeZone} />}
                      </ListItem>
                    );
                  })}
                </List>
              );
            }}
          </QueryState>
        </Stack>
      </CardContent>
    </Card>
  );
}
