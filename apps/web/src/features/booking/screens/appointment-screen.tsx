import type { AppointmentView } from '@linework/contract/appointments';
import EventIcon from '@mui/icons-material/Event';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { confirm } from '../../../components/confirm-store.ts';
import { HoldCountdown } from '../../../components/hold-countdown.tsx';
import { loadingDialog } from '../../../components/loading-store.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { shopQuery } from '../../../lib/catalog-queries.ts';
import { formatMoney } from '../../../lib/money.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { appointmentKeys, availabilityKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.tsx';
import { openSignIn } from '../../../lib/sign-in.ts';
import { toast } from '../../../lib/toast.ts';
import { cancelAppointment } from '../api/cancel-appointment.ts';
import { appointmentQuery } from '../api/get-appointment.ts';
import { ArrivalCard } from '../components/arrival-card.tsx';
import { googleCalendarUrl } from '../components/calendar-links.ts';
import { OfferChooser } from '../components/offer-chooser.tsx';

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

const cancelledText = {
  release: 'Cancelled. Nothing was paid, and the time is free for others.',
  refund: 'Cancelled. Your deposit will be refunded.',
  forfeit: 'Cancelled inside the notice window: the shop keeps the deposit.',
} as const;

const when = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );

/** An accepted offer (or any unpaid appointment with a deadline): what is due, by when. */
function DepositDue({ a }: { a: AppointmentView }) {
  if (!a.holdExpiresAt || !a.money.depositDue) return null;
  return (
    <Alert severity="warning">
      Deposit due: pay {formatMoney(a.money.depositDue, a.currency)} by{' '}
      {when(a.holdExpiresAt, a.shop.timeZone)} ({a.shop.city} time) to confirm this time. Unpaid, the time is
      freed for others then.
    </Alert>
  );
}

function AppointmentPage({ a }: { a: AppointmentView }) {
  const shop = useQuery(shopQuery(a.shop.shopUrl));
  const pageUrl = window.location.href;
  const ownZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { money } = a;
  const paid = money.payments.filter((p) => p.status === 'succeeded');
  // While the shop's offer is open, the page is about choosing one of its times.
  const offer = a.status === 'offered' && a.offer ? a.offer : null;
  const queryClient = useQueryClient();
  const cancel = async () => {
    const ok = await confirm({
      title: 'Cancel this appointment?',
      message: a.cancellation.message,
      positiveText: 'Cancel appointment',
      negativeText: 'Keep it',
    });
    if (!ok) return;
    loadingDialog.show({ header: 'Cancelling…', message: 'One moment, please.' });
    try {
      queryClient.setQueryData(appointmentQuery(a.id).queryKey, await cancelAppointment(a.id));
      await queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
      await queryClient.invalidateQueries({ queryKey: availabilityKeys.all });
      toast.success('Your appointment is cancelled.');
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      loadingDialog.hide();
    }
  };
  const download = async () => {
    const { icsFile } = await import('../components/calendar-file.ts');
    const url = URL.createObjectURL(icsFile(a, pageUrl));
    const link = document.createElement('a');
    link.href = url;
    link.download = `linework-${a.confirmationCode}.ics`;
    link.click();
    URL.revokeObjectURL(url);
  };
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
      </Stack>
      {a.status === 'held' && a.holdExpiresAt && <HoldCountdown until={a.holdExpiresAt} />}
      {a.status === 'pending_deposit' && <DepositDue a={a} />}
      {offer && <OfferChooser a={{ ...a, offer }} />}
      <ArrivalCard a={a} />
      <Table size="small" aria-label="Appointment details">
        <TableBody>
          {!offer && (
            <TableRow>
              <TableCell component="th" scope="row">
                When
              </TableCell>
              <TableCell>
                {when(a.startsAt, a.shop.timeZone)} ({a.shop.city} time)
                {ownZone !== a.shop.timeZone && (
                  <Typography variant="body2" color="text.secondary">
                    {when(a.startsAt)} your time
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          )}
          <TableRow>
            <TableCell component="th" scope="row">
              Where
            </TableCell>
            <TableCell>
              <Link component={RouterLink} to={`/shop/${a.shop.shopUrl}`}>
                {a.shop.name}
              </Link>
              , {a.shop.addressLine}, {a.shop.city}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              Price
            </TableCell>
            <TableCell>{a.priceAmount ? formatMoney(a.priceAmount, a.currency) : 'Free'}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row">
              Deposit
            </TableCell>
            <TableCell>
              {a.depositAmount ? formatMoney(a.depositAmount, a.currency) : 'None'}
              {money.depositDue > 0 && ` — ${formatMoney(money.depositDue, a.currency)} to pay now`}
            </TableCell>
          </TableRow>
          {paid.length > 0 && (
            <TableRow>
              <TableCell component="th" scope="row">
                Paid
              </TableCell>
              <TableCell>
                {formatMoney(money.paidAmount, a.currency)}
                {money.tipsAmount > 0 && ` and ${formatMoney(money.tipsAmount, a.currency)} tip`}
                {money.refundedAmount > 0 && `; ${formatMoney(money.refundedAmount, a.currency)} refunded`}
                <Stack component="span" direction="row" gap={1} flexWrap="wrap" sx={{ display: 'flex' }}>
                  {paid.map((p) => (
                    <Link key={p.id} component={RouterLink} to={`/receipt/${p.id}`} variant="body2">
                      Receipt {p.receiptNumber} ({p.kind})
                    </Link>
                  ))}
                </Stack>
              </TableCell>
            </TableRow>
          )}
          {money.balanceDue > 0 && (
            <TableRow>
              <TableCell component="th" scope="row">
                Left to pay
              </TableCell>
              <TableCell>{formatMoney(money.balanceDue, a.currency)}</TableCell>
            </TableRow>
          )}
          {a.notes && (
            <TableRow>
              <TableCell component="th" scope="row">
                {a.offer ? 'Your idea' : 'Your notes'}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-line' }}>{a.notes}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {money.depositDue > 0 && (
        <Button
          variant="contained"
          size="large"
          component={RouterLink}
          to={`/checkout?appointmentId=${a.id}&kind=deposit`}
          sx={{ alignSelf: 'flex-start' }}
        >
          Pay deposit of {formatMoney(money.depositDue, a.currency)}
        </Button>
      )}
      {money.balanceDue > 0 && (
        <Button
          variant="contained"
          size="large"
          component={RouterLink}
          to={`/checkout?appointmentId=${a.id}&kind=balance`}
          sx={{ alignSelf: 'flex-start' }}
        >
          Pay balance of {formatMoney(money.balanceDue, a.currency)}
        </Button>
      )}
      <Stack direction="row" gap={1} flexWrap="wrap">
        {!offer && (
          <>
            <Button startIcon={<EventIcon />} variant="outlined" onClick={() => void download()}>
              Add to calendar (.ics)
            </Button>
            <Button
              variant="outlined"
              href={googleCalendarUrl(a, pageUrl)}
              target="_blank"
              rel="noopener noreferrer"
            >
              Google Calendar
            </Button>
          </>
        )}
        <Button
          variant="outlined"
          component={RouterLink}
          to={`/chat?shop=${a.shop.shopUrl}&appointment=${a.id}`}
        >
          Message the shop
        </Button>
      </Stack>
      {shop.data && (
        <Stack spacing={0.5}>
          <Typography variant="h2">Policy</Typography>
          {shop.data.policies.sentences.map((s) => (
            <Typography key={s}>{s}</Typography>
          ))}
        </Stack>
      )}
      {a.cancelOutcome && <Alert severity="info">{cancelledText[a.cancelOutcome]}</Alert>}
      <Stack direction="row" gap={1} flexWrap="wrap">
        {a.reschedule.allowed && (
          <Button variant="outlined" component={RouterLink} to={`/reschedule/${a.id}`}>
            Reschedule
          </Button>
        )}
        {a.cancellation.allowed && (
          <Button color="primary" variant="text" onClick={() => void cancel()}>
            Cancel appointment
          </Button>
        )}
      </Stack>
      {!a.reschedule.allowed && a.cancellation.allowed && (
        <Typography variant="body2">{a.reschedule.message}</Typography>
      )}
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
