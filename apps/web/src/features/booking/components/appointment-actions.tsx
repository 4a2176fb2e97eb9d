import type { AppointmentView } from '@linework/contract/appointments';
import { getAppointmentCalendar } from '@linework/contract/endpoints/appointments';
import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { ApiError, callForFile } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useMyProject } from '../../../lib/project-queries.ts';
import { toast } from '../../../lib/toast.ts';
import { googleCalendarUrl } from './calendar-links.ts';

/** Appointments a calendar should not (or no longer) hold: called off, or under way or over. */
const notInCalendars = new Set<AppointmentView['status']>([
  'cancelled',
  'expired',
  'checked_in',
  'completed',
  'no_show',
]);

/**
 * The calendar file comes from the API, the same entry the emails carry (one UID, the current
 * SEQUENCE), so adding it from here and from an email keeps one event in the calendar.
 */
export async function downloadCalendarFile(a: AppointmentView) {
  try {
    const file = await callForFile(getAppointmentCalendar, { params: { appointmentId: a.id } });
    const url = URL.createObjectURL(file);
    const link = document.createElement('a');
    link.href = url;
    link.download = `linework-${a.confirmationCode}.ics`;
    link.click();
    URL.revokeObjectURL(url);
  } catch (error) {
    toast.error(
      error instanceof ApiError ? error.message : 'Could not make the calendar file. Please try again.',
    );
  }
}

function PayButton({ a, kind, due }: { a: AppointmentView; kind: 'deposit' | 'balance'; due: number }) {
  if (due <= 0) return null;
  return (
    <Button
      variant="contained"
      size="large"
      component={RouterLink}
      to={`/checkout?appointmentId=${a.id}&kind=${kind}`}
      sx={{ alignSelf: 'flex-start' }}
    >
      Pay {kind} of {formatMoney(due, a.currency)}
    </Button>
  );
}

/**
 * A project session's balance is what the project's record says is due for it (the checkout takes
 * exactly that): the deposit, paid once with another session, may be credited to this one, so the
 * appointment's own sums would ask for too much.
 */
function ProjectBalanceButton({
  a,
  project,
}: {
  a: AppointmentView;
  project: NonNullable<AppointmentView['project']>;
}) {
  const session = useMyProject(project.id).data?.sessions.find(
    (s) => s.sessionNumber === project.sessionNumber,
  );
  return <PayButton a={a} kind="balance" due={session?.dueAmount ?? 0} />;
}

/**
 * What the customer can do next: pay what is due, put it in a calendar, message the shop. The deposit
 * is due to keep the time; the balance only once the shop asked for it (until then the details show
 * it as information).
 */
export function AppointmentActions({ a, offer }: { a: AppointmentView; offer: boolean }) {
  const { money } = a;
  const pageUrl = window.location.href;
  return (
    <>
      <PayButton a={a} kind="deposit" due={money.depositDue} />
      {money.balanceRequestedAt &&
        (a.project ? (
          <ProjectBalanceButton a={a} project={a.project} />
        ) : (
          <PayButton a={a} kind="balance" due={money.balanceDue} />
        ))}
      <Stack direction="row" gap={1} flexWrap="wrap">
        {!offer && !notInCalendars.has(a.status) && (
          <>
            <Button startIcon={<EventIcon />} variant="outlined" onClick={() => void downloadCalendarFile(a)}>
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
    </>
  );
}
