import type { AppointmentView } from '@linework/contract/appointments';
import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { formatMoney } from '../../../lib/money.ts';
import { googleCalendarUrl } from './calendar-links.ts';

/** What the customer can do next: pay what is due, put it in a calendar, message the shop. */
export function AppointmentActions({ a, offer }: { a: AppointmentView; offer: boolean }) {
  const { money } = a;
  const pageUrl = window.location.href;
  const download = async () => {
    const { icsFile } = await import('./calendar-file.ts');
    const url = URL.createObjectURL(icsFile(a, pageUrl));
    const link = document.createElement('a');
    link.href = url;
    link.download = `linework-${a.confirmationCode}.ics`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <>
      {(['deposit', 'balance'] as const).map((kind) => {
        const due = kind === 'deposit' ? money.depositDue : money.balanceDue;
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
    </>
  );
}
