import type { OfferedTimeOutcome, ShopRequestView } from '@linework/contract/requests';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dayTimeIn, mediumDateTime } from '../../../../lib/dates.ts';
import { formatMoney } from '../../../../lib/money.ts';

const outcomeLabels: Record<OfferedTimeOutcome, string> = {
  open: 'Held for the customer',
  chosen: 'Chosen',
  not_chosen: 'Not chosen, freed',
  withdrawn: 'Withdrawn',
  expired: 'Ran out, freed',
};

const appointmentLabels: Record<string, string> = {
  pending_deposit: 'Booked; waiting for the deposit',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
  held: 'Held',
  expired: 'Deposit not paid in time',
  offered: 'Offered',
};

/** The latest offer: its times and what became of each, then the appointment the chosen one became. */
export function OfferProgress({ request: r, timeZone }: { request: ShopRequestView; timeZone: string }) {
  const o = r.offerTimes;
  if (!o) return null;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="offer-heading">
      <Typography variant="h2" id="offer-heading" sx={{ fontSize: '1.25rem' }}>
        {r.status === 'booked' ? 'Booked from the offer' : 'Offered times'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {o.service.name} with {o.artist.displayName} · Deposit {formatMoney(o.depositAmount, r.currency)} ·
        Price {formatMoney(o.priceAmount, r.currency)}
        {r.status === 'offered' &&
          ` · The customer can choose until ${mediumDateTime(o.expiresAt, timeZone)}`}
      </Typography>
      {o.message && <Typography variant="body2">Your message: “{o.message}”</Typography>}
      <Box component="ul" aria-label="Offered times" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {o.times.map((t) => (
          <Box
            component="li"
            key={t.start}
            sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}
          >
            <Typography sx={{ fontWeight: t.outcome === 'chosen' ? 700 : undefined }}>
              {dayTimeIn(t.start, timeZone)}
            </Typography>
            <Chip
              size="small"
              label={outcomeLabels[t.outcome]}
              color={t.outcome === 'chosen' ? 'success' : t.outcome === 'open' ? 'primary' : 'default'}
              variant={t.outcome === 'chosen' || t.outcome === 'open' ? 'filled' : 'outlined'}
            />
          </Box>
        ))}
      </Box>
      {r.appointment && (
        <Alert severity="success">
          <strong>Appointment {r.appointment.confirmationCode}</strong>:{' '}
          {dayTimeIn(r.appointment.startsAt, timeZone)} with {o.artist.displayName}.{' '}
          {appointmentLabels[r.appointment.status] ?? r.appointment.status}.
        </Alert>
      )}
    </Stack>
  );
}
