import type { AppointmentView } from '@linework/contract/appointments';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirm } from '../../../components/confirm-store.ts';
import { browserZone, dateTimeIn } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/money.ts';
import { toast } from '../../../lib/toast.ts';
import { useAcceptOffer } from '../api/accept-offer.ts';

/**
 * The times a shop offered in answer to a tattoo request, in the shop's time and the customer's
 * own when it differs; choosing one takes it and frees the others.
 */
export function OfferChooser({
  a,
}: {
  a: AppointmentView & { offer: NonNullable<AppointmentView['offer']> };
}) {
  const navigate = useNavigate();
  const accept = useAcceptOffer(a.id);
  const [start, setStart] = useState('');
  const ownZone = browserZone();
  const times = a.offer.times;
  const deposit = a.depositAmount ? formatMoney(a.depositAmount, a.currency) : '';

  const choose = async () => {
    const ok = await confirm({
      title: 'Take this time?',
      message: `${dateTimeIn(start, a.shop.timeZone)} (${a.shop.city} time). ${
        deposit
          ? `A ${deposit} deposit secures it; the other times are freed for others.`
          : 'No deposit: it is confirmed at once, and the other times are freed for others.'
      }`,
      positiveText: 'Take this time',
      negativeText: 'Not yet',
    });
    if (!ok) return;
    try {
      const appointment = await accept.mutateAsync(start);
      toast.success(
        appointment.status === 'confirmed'
          ? 'Your appointment is confirmed.'
          : 'Your time is chosen. Pay the deposit to confirm it.',
      );
      if (appointment.id !== a.id) navigate(`/booking/${appointment.id}`, { replace: true });
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  if (!times.length) {
    return (
      <Alert severity="warning">
        This offer ran out and its times were freed. Message {a.shop.name} for new times.
      </Alert>
    );
  }
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="offer-title">
      <Typography variant="h2" id="offer-title">
        Choose your time
      </Typography>
      <Typography>
        {a.shop.name} offers {times.length === 1 ? 'this time' : `these ${times.length} times`}. They are held
        for you until {dateTimeIn(a.offer.expiresAt, a.shop.timeZone)} ({a.shop.city} time).
      </Typography>
      {a.offer.message && (
        <Alert severity="info" icon={false}>
          <strong>A note from {a.shop.name}:</strong> {a.offer.message}
        </Alert>
      )}
      <RadioGroup aria-labelledby="offer-title" value={start} onChange={(e) => setStart(e.target.value)}>
        {times.map((t) => (
          <FormControlLabel
            key={t.start}
            value={t.start}
            control={<Radio />}
            sx={{ py: 0.5 }}
            label={
              <span>
                {dateTimeIn(t.start, a.shop.timeZone)} ({a.shop.city} time)
                {ownZone !== a.shop.timeZone && (
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {dateTimeIn(t.start)} your time
                  </Typography>
                )}
              </span>
            }
          />
        ))}
      </RadioGroup>
      <Typography variant="body2" color="text.secondary">
        {deposit
          ? `A ${deposit} deposit secures the time you choose and comes off the price.`
          : 'No deposit: the time you choose is confirmed at once.'}
      </Typography>
      <Button
        variant="contained"
        size="large"
        disabled={!start || accept.isPending}
        onClick={() => void choose()}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {accept.isPending ? 'Taking it…' : 'Choose this time'}
      </Button>
    </Stack>
  );
}
