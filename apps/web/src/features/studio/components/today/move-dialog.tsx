import type { ShopAppointment } from '@linework/contract/staff-booking';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { timeIn, wallClockTime } from '../../../../lib/dates.ts';
import { toast } from '../../../../lib/toast.ts';
import { freeTimesQuery, useMoveAppointment } from '../../api/today-appointments.ts';
import { customerName } from './labels.ts';
import { ReasonForCustomer } from './reason-for-customer.tsx';
import { isDate, longDay, zoneCity } from './shop-dates.ts';

/**
 * Moving an appointment as the shop: a day, then one of the artist's free times that day for the
 * same service (the booking rules' own answer), in the shop's zone. The server checks it again.
 */
export function MoveDialog({
  appointment: a,
  businessId,
  shopUrl,
  timeZone,
  onClose,
}: {
  appointment: ShopAppointment;
  businessId: string;
  shopUrl: string;
  timeZone: string;
  onClose(): void;
}) {
  const [date, setDate] = useState(a.localStart.slice(0, 10));
  const [start, setStart] = useState('');
  const [reason, setReason] = useState('');
  const free = useQuery({
    ...freeTimesQuery(businessId, shopUrl, a.artist.id, a.service.id, date),
    enabled: isDate(date),
  });
  const move = useMoveAppointment(businessId);
  const slots = free.data?.days.flatMap((d) => d.slots) ?? [];
  const name = customerName(a);

  const submit = () =>
    move.mutate(
      { appointmentId: a.id, start, reason: reason.trim() || undefined },
      {
        onSuccess: (moved) => {
          toast.success(
            `Moved ${name} to ${longDay(moved.localStart.slice(0, 10))} at ${timeIn(moved.startsAt, timeZone)}.`,
          );
          onClose();
        },
      },
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="move-title">
      <DialogTitle id="move-title">Move this appointment</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {name}, {a.service.name} with {a.artist.displayName}, now at {timeIn(a.startsAt, timeZone)} on{' '}
          {longDay(a.localStart.slice(0, 10))}.
        </Typography>
        <TextField
          type="date"
          label="New day"
          value={date}
          onChange={(e) => {
            setDate(e.target.value);
            setStart('');
          }}
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <div aria-live="polite">
          {free.isFetching && (
            <Typography sx={{ mt: 2, display: 'flex', gap: 1, alignItems: 'center' }}>
              <CircularProgress size={18} aria-hidden /> Finding {a.artist.displayName}’s free times…
            </Typography>
          )}
          {free.error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {free.error.message}
            </Alert>
          )}
          {free.data && !free.isFetching && slots.length === 0 && (
            <Typography sx={{ mt: 2 }}>
              {a.artist.displayName} has no free time that day. Try another day.
            </Typography>
          )}
        </div>
        {slots.length > 0 && (
          <RadioGroup
            aria-label={`Free times, ${zoneCity(timeZone)} time`}
            value={start}
            onChange={(e) => setStart(e.target.value)}
            sx={{ mt: 1, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))' }}
          >
            {slots.map((s) => (
              <FormControlLabel
                key={s.start}
                value={s.start}
                control={<Radio size="small" />}
                label={wallClockTime(`${date}T${s.localTime}`)}
              />
            ))}
          </RadioGroup>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Times are in {zoneCity(timeZone)} time.
        </Typography>
        <ReasonForCustomer value={reason} onChange={setReason} error={move.error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep the time</Button>
        <Button variant="contained" disabled={!start || move.isPending} onClick={submit}>
          Move
        </Button>
      </DialogActions>
    </Dialog>
  );
}
