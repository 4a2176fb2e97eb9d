import type { ChangeTerms } from '@linework/contract/appointments';
import type { ServiceView, ShopDetail } from '@linework/contract/catalog';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ChangeTermsNotice } from '../../../components/change-terms.tsx';
import { dateTimeIn, dayTimeIn, ownTime } from '../../../lib/dates.ts';
import { formatDuration, formatMoney, formatPrice } from '../../../lib/money.ts';
import type { useBookAppointment } from './use-book-appointment.ts';

/**
 * The last step: what is being booked, in the shop's time and the customer's own, notes for the
 * artist, what happens to the deposit, and the button; a lost time shows the nearest free ones.
 */
export function BookingDetails(props: {
  shop: ShopDetail;
  service: ServiceView;
  artistName: string;
  start: string;
  /** The policy's terms for this time, from the availability answer (absent for a time not listed there). */
  terms: ChangeTerms | undefined;
  booking: ReturnType<typeof useBookAppointment>;
  onChooseStart(start: string): void;
}) {
  const { shop, service, start, booking } = props;
  return (
    <Stack component="section" aria-label="Details" spacing={2}>
      <Typography variant="h2">Details</Typography>
      <Typography>
        {service.name} with {props.artistName}, {dateTimeIn(start, shop.timeZone)} ({shop.address.city} time;{' '}
        {ownTime(start, shop.timeZone)} your time).
      </Typography>
      <Stack spacing={1} component="section" aria-label="Price and policy">
        <Typography fontWeight={700}>
          {formatPrice(service)} · {formatDuration(service.durationMinutes)}
          {service.depositAmount ? ` · ${formatMoney(service.depositAmount, service.currency)} deposit` : ''}
        </Typography>
        {props.terms && (
          <ChangeTermsNotice
            terms={props.terms}
            depositAmount={service.depositAmount}
            currency={service.currency}
            timeZone={shop.timeZone}
            city={shop.address.city}
          />
        )}
      </Stack>
      <TextField
        label="Notes for the artist (optional)"
        multiline
        minRows={3}
        value={booking.notes}
        onChange={(e) => booking.setNotes(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      {booking.problem && (
        <Alert severity="error">
          {booking.problem.message}
          {booking.problem.alternatives?.length ? (
            <Stack direction="row" gap={1} flexWrap="wrap" sx={{ mt: 1 }}>
              {booking.problem.alternatives.map((alt) => (
                <Button
                  key={alt.start}
                  size="small"
                  variant="outlined"
                  onClick={() => props.onChooseStart(alt.start)}
                >
                  {dayTimeIn(alt.start, shop.timeZone)}
                </Button>
              ))}
            </Stack>
          ) : null}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        {service.depositAmount
          ? `We hold this time for 10 minutes while you pay the ${formatMoney(service.depositAmount, service.currency)} deposit.`
          : 'No deposit: your appointment is confirmed right away.'}
      </Typography>
      <Button
        variant="contained"
        size="large"
        onClick={() => void booking.book()}
        disabled={booking.busy}
        sx={{ alignSelf: 'flex-start' }}
      >
        {booking.signedIn ? (service.depositAmount ? 'Hold this time' : 'Book this time') : 'Sign in to book'}
      </Button>
    </Stack>
  );
}
