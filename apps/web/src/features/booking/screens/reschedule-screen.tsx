import type { AppointmentView } from '@linework/contract/appointments';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { confirm } from '../../../components/confirm-store.ts';
import { QueryState } from '../../../components/query-state.tsx';
import type { ApiError } from '../../../lib/api-client.ts';
import { dateTimeIn } from '../../../lib/dates.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { appointmentKeys, availabilityKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.tsx';
import { openSignIn } from '../../../lib/sign-in.ts';
import { toast } from '../../../lib/toast.ts';
import { appointmentQuery } from '../api/get-appointment.ts';
import { rescheduleTimesQuery } from '../api/get-reschedule-times.ts';
import { rescheduleAppointment } from '../api/reschedule-appointment.ts';
import { TimePicker } from '../components/time-picker.tsx';

function Reschedule({ a }: { a: AppointmentView }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [start, setStart] = useState('');
  const [problem, setProblem] = useState('');
  const times = useQuery({ ...rescheduleTimesQuery(a.id), enabled: a.reschedule.allowed });
  const move = async () => {
    const ok = await confirm({
      title: 'Move your appointment?',
      message: `From ${dateTimeIn(a.startsAt, a.shop.timeZone)} to ${dateTimeIn(start, a.shop.timeZone)} (${a.shop.city} time). Your deposit moves with it.`,
      positiveText: 'Move it',
      negativeText: 'Keep the old time',
    });
    if (!ok) return;
    try {
      queryClient.setQueryData(appointmentQuery(a.id).queryKey, await rescheduleAppointment(a.id, start));
      await queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
      await queryClient.invalidateQueries({ queryKey: availabilityKeys.all });
      toast.success('Your appointment is moved.');
      navigate(`/booking/${a.id}`);
    } catch (error) {
      setProblem((error as ApiError).message);
      await queryClient.invalidateQueries({ queryKey: availabilityKeys.all });
    }
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Typography variant="h1">Reschedule</Typography>
      <Typography>
        {a.service.name} with {a.artist.displayName} at {a.shop.name}, now on{' '}
        {dateTimeIn(a.startsAt, a.shop.timeZone)} ({a.shop.city} time).
      </Typography>
      <Alert severity={a.reschedule.allowed ? 'info' : 'warning'}>{a.reschedule.message}</Alert>
      {a.reschedule.allowed && (
        <>
          <Typography variant="h2">Pick a new time</Typography>
          <TimePicker availability={times.data} selected={start} onSelect={setStart} exclude={a.startsAt} />
          {problem && <Alert severity="error">{problem}</Alert>}
          <Button
            variant="contained"
            size="large"
            disabled={!start}
            onClick={() => void move()}
            sx={{ alignSelf: 'flex-start' }}
          >
            Move to this time
          </Button>
        </>
      )}
      <Link component={RouterLink} to={`/booking/${a.id}`}>
        Back to the appointment
      </Link>
    </Stack>
  );
}

/** reschedule/{appointmentId}: the policy first, then the free times to move to. */
export default function RescheduleScreen() {
  usePageTitle('Reschedule');
  const { appointmentId = '' } = useParams();
  const { user } = useSession();
  const query = useQuery({ ...appointmentQuery(appointmentId), enabled: Boolean(user.data) });
  if (user.isLoading) return <CenteredSpinner />;
  if (!user.data) {
    return (
      <Stack spacing={2} alignItems="flex-start" sx={{ py: 4 }}>
        <Typography variant="h1">Reschedule</Typography>
        <Typography>Sign in with the account you booked with to move this appointment.</Typography>
        <Button variant="contained" onClick={() => void openSignIn()}>
          Sign in
        </Button>
      </Stack>
    );
  }
  return (
    <QueryState query={query} what="appointment">
      {(a) => <Reschedule a={a} />}
    </QueryState>
  );
}
