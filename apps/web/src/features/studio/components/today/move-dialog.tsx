import type { ShopAppointment } from '@linework/contract/staff-booking';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { addDays, isDate, longDay, shopToday, zoneCity } from './shop-dates.ts';

/** How many days the dialog lays out at once, from the appointment's own day (or today). */
const daysShown = 14;

/** "Tue 3" for a day button; the full day is its accessible name's start. */
const shortDay = (date: string) =>
  new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/**
 * Moving an appointment as the shop: the next two weeks laid out with each day's count of free
 * times, opened on the first day that has one, then one of the artist's free times that day for the
 * same service (the booking rules' own answer), in the shop's zone; any later day by its date. The
 * server checks it again.
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
  const [firstDay] = useState(() => {
    const own = a.localStart.slice(0, 10);
    const today = shopToday(timeZone);
    return own > today ? own : today;
  });
  const lastDay = addDays(firstDay, daysShown - 1);
  const days = Array.from({ length: daysShown }, (_, i) => addDays(firstDay, i));
  // Null until a day is chosen: then the first day of the two weeks with a free time.
  const [chosen, setChosen] = useState<string | null>(null);
  const [start, setStart] = useState('');
  const [reason, setReason] = useState('');
  const fortnight = useQuery(
    freeTimesQuery(businessId, shopUrl, a.artist.id, a.service.id, firstDay, lastDay),
  );
  const countOn = (day: string) => fortnight.data?.days.find((d) => d.date === day)?.slots.length ?? 0;
  const date = chosen ?? days.find((day) => countOn(day) > 0) ?? firstDay;
  const later = date > lastDay;
  const laterDay = useQuery({
    ...freeTimesQuery(businessId, shopUrl, a.artist.id, a.service.id, date, date),
    enabled: later && isDate(date),
  });
  const free = later ? laterDay : fortnight;
  const move = useMoveAppointment(businessId);
  const slots = free.data?.days.find((d) => d.date === date)?.slots ?? [];
  const name = customerName(a);
  const choose = (day: string) => {
    setChosen(day);
    setStart('');
  };

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
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="move-title">
      <DialogTitle id="move-title">Move this appointment</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {name}, {a.service.name} with {a.artist.displayName}, now at {timeIn(a.startsAt, timeZone)} on{' '}
          {longDay(a.localStart.slice(0, 10))}.
        </Typography>
        <Box
          role="group"
          aria-label="Days"
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(4.5rem, 1fr))',
            mb: 2,
          }}
        >
          {days.map((day) => {
            const count = countOn(day);
            return (
              <Button
                key={day}
                size="small"
                variant={day === date ? 'contained' : 'outlined'}
                aria-pressed={day === date}
                aria-label={`${longDay(day)}: ${fortnight.data ? (count ? `${count} free` : 'full') : 'loading'}`}
                disabled={Boolean(fortnight.data) && count === 0}
                onClick={() => choose(day)}
                sx={{ flexDirection: 'column', lineHeight: 1.2, py: 0.75, minWidth: 0 }}
              >
                <span>{shortDay(day)}</span>
                <Box component="span" sx={{ fontSize: '0.75rem', fontWeight: 400 }}>
                  {fortnight.data ? (count ? `${count} free` : 'full') : '…'}
                </Box>
              </Button>
            );
          })}
        </Box>
        <TextField
          type="date"
          label="Or a later day"
          value={later ? date : ''}
          onChange={(e) => {
            if (isDate(e.target.value)) choose(e.target.value);
          }}
          size="small"
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: addDays(lastDay, 1) } }}
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
              {days.some((day) => countOn(day) > 0) || later
                ? `${a.artist.displayName} has no free time that day. Try another day.`
                : `${a.artist.displayName} has no free time in the next two weeks. Try a later day.`}
            </Typography>
          )}
        </div>
        {slots.length > 0 && (
          <RadioGroup
            aria-label={`Free times on ${longDay(date)}, ${zoneCity(timeZone)} time`}
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
