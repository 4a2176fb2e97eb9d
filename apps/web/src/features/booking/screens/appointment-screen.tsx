import type { AppointmentView } from '@linework/contract/appointments';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { ApprovedDesignCard } from '../../../components/approved-design.tsx';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { HoldCountdown } from '../../../components/hold-countdown.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { dateTimeIn } from '../../../lib/dates.ts';
import { useAppointmentDesign } from '../../../lib/design-queries.ts';
import { formatMoney } from '../../../lib/money.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useMyProject } from '../../../lib/project-queries.ts';
import { useSession } from '../../../lib/session.tsx';
import { openSignIn } from '../../../lib/sign-in.ts';
import { appointmentQuery } from '../api/get-appointment.ts';
import { AppointmentActions } from '../components/appointment-actions.tsx';
import { AppointmentDetails } from '../components/appointment-details.tsx';
import { ArrivalCard } from '../components/arrival-card.tsx';
import { ChangeAppointment } from '../components/change-appointment.tsx';
import { OfferChooser } from '../components/offer-chooser.tsx';
import { ProjectSession, sessionBadge } from '../components/project-session.tsx';
import { VisitDone } from '../components/visit-done.tsx';

const statusText: Record<AppointmentView['status'], string> = {
  held: 'Held for you — deposit due',
  pending_deposit: 'Deposit due',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'Missed',
  expired: 'Hold expired',
  offered: 'Times offered — choose one',
};

/** An accepted offer (or any unpaid appointment with a deadline): what is due, by when. */
function DepositDue({ a }: { a: AppointmentView }) {
  if (!a.holdExpiresAt || !a.money.depositDue) return null;
  return (
    <Alert severity="warning">
      Deposit due: pay {formatMoney(a.money.depositDue, a.currency)} by{' '}
      {dateTimeIn(a.holdExpiresAt, a.shop.timeZone)} ({a.shop.city} time) to confirm this time. Unpaid, the
      time is freed for others then.
    </Alert>
  );
}

/** The design approved for this session's project, when there is one (a link to all its versions). */
function AppointmentDesign({ appointmentId }: { appointmentId: string }) {
  const design = useAppointmentDesign(appointmentId);
  if (!design.data) return null;
  return (
    <ApprovedDesignCard
      design={design.data}
      link={
        <Button
          component={RouterLink}
          to={`/account/projects/${design.data.projectId}/design`}
          sx={{ alignSelf: 'flex-start' }}
        >
          Every version of the design
        </Button>
      }
    />
  );
}

/** "Session 2 of 3" beside the status, from the project (one query, shared with its card below). */
function SessionChip({ project }: { project: NonNullable<AppointmentView['project']> }) {
  const sessionCount = useMyProject(project.id).data?.sessionCount ?? null;
  return (
    <Chip label={sessionBadge(project.sessionNumber, sessionCount)} color="primary" variant="outlined" />
  );
}

export function AppointmentPage({ a }: { a: AppointmentView }) {
  // While the shop's offer is open, the page is about choosing one of its times.
  const offer = a.status === 'offered' && a.offer ? a.offer : null;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
        <Typography variant="h1">
          {a.service.name} with {a.artist.displayName}
        </Typography>
      </Stack>
      <Stack direction="row" gap={1} flexWrap="wrap">
        <Chip label={statusText[a.status]} color={a.status === 'confirmed' ? 'secondary' : 'default'} />
        {!offer && <Chip label={`Code ${a.confirmationCode}`} variant="outlined" />}
        {a.project && <SessionChip project={a.project} />}
      </Stack>
      {a.status === 'held' && a.holdExpiresAt && <HoldCountdown until={a.holdExpiresAt} />}
      {a.status === 'pending_deposit' && <DepositDue a={a} />}
      {offer && <OfferChooser a={{ ...a, offer }} />}
      <VisitDone a={a} />
      <ArrivalCard a={a} />
      {a.project && <ProjectSession project={a.project} />}
      <AppointmentDesign appointmentId={a.id} />
      <AppointmentDetails a={a} offer={Boolean(offer)} />
      <AppointmentActions a={a} offer={Boolean(offer)} />
      <ChangeAppointment a={a} />
    </Stack>
  );
}

/** booking/{appointmentId}: the appointment's own page, for the customer who booked it. */
export default function AppointmentScreen() {
  const { appointmentId = '' } = useParams();
  const { user } = useSession();
  const signedIn = Boolean(user.data);
  const query = useQuery({ ...appointmentQuery(appointmentId), enabled: signedIn });
  usePageTitle(
    query.data ? `${query.data.service.name} on ${query.data.localStart.slice(0, 10)}` : 'Your appointment',
  );
  if (user.isLoading) return <CenteredSpinner />;
  if (!signedIn) {
    return (
      <Stack spacing={2} alignItems="flex-start" sx={{ py: 4 }}>
        <Typography variant="h1">Your appointment</Typography>
        <Typography>Sign in with the account you booked with to see this appointment.</Typography>
        <Button variant="contained" onClick={() => void openSignIn()}>
          Sign in
        </Button>
      </Stack>
    );
  }
  return (
    <QueryState query={query} what="appointment">
      {(a) => <AppointmentPage a={a} />}
    </QueryState>
  );
}
