import type { AppointmentView } from '@linework/contract/appointments';
import { getAppointmentCalendar } from '@linework/contract/endpoints/appointments';
import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { ApiError, callForFile } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/money.ts';
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
      {(['deposit', 'balance'] as const).map((kind) => {
        const due = kind === 'deposit' ? money.depositDue : money.balanceRequestedAt ? money.balanceDue : 0;
        return (
          due > 0 && (
            <Button
              key={kind}
              variant="contained"
              size="large"
              component={RouterLink}
              to={`/checkout?appointmentId=${a.id}&kind=${kind}`}
              sx={{ alignSelf: 'flex-start' }}
            >
              Pay {kind} of {formatMoney(due, a.currency)}
            </Button>
          )
        );
      })}
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
