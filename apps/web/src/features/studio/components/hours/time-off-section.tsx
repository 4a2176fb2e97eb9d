import { addTimeOffBody, type TimeOffView } from '@linework/contract/staff-booking';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { CheckboxField } from '../../../../components/checkbox-field.tsx';
import { dayTimeIn } from '../../../../lib/dates.ts';
import { toast } from '../../../../lib/toast.ts';
import { useAddTimeOff, useRemoveTimeOff } from '../../api/hours.ts';
import { instantIn, issuesOf, nextDay, removeAfterAsking, serverIssues } from './form-helpers.ts';
import { HoursSection } from './hours-section.tsx';

const empty = {
  startDate: '',
  startTime: '10:00',
  endDate: '',
  endTime: '18:00',
  wholeDays: true,
  reason: '',
};

/** Days off and shorter time off: no time is offered inside it, at any shop of the artist. */
export function TimeOffSection(props: {
  businessId: string;
  artistId: string;
  timeZone: string;
  entries: TimeOffView[];
  onDirtyChange(dirty: boolean): void;
}) {
  const { businessId, artistId, timeZone, onDirtyChange } = props;
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddTimeOff(businessId, artistId);
  const remove = useRemoveTimeOff(businessId, artistId);
  const dirty = Boolean(form.startDate || form.endDate || form.reason);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const set = (change: Partial<typeof form>) => setForm((f) => ({ ...f, ...change }));

  const submit = async () => {
    if (!form.startDate) return setErrors({ startsAt: 'Pick the first day' });
    const endDate = form.endDate || form.startDate;
    const body = {
      startsAt: instantIn(form.startDate, form.wholeDays ? '00:00' : form.startTime, timeZone),
      endsAt: form.wholeDays
        ? instantIn(nextDay(endDate), '00:00', timeZone)
        : instantIn(endDate, form.endTime, timeZone),
      reason: form.reason.trim() || undefined,
    };
    const parsed = addTimeOffBody.safeParse(body);
    setErrors(issuesOf(parsed.error));
    if (!parsed.success) return;
    try {
      const added = await add.mutateAsync(parsed.data);
      setForm(empty);
      const n = added.overlappingAppointmentIds.length;
      toast.success(
        n
          ? `Time off added. ${n} appointment${n === 1 ? ' is' : 's are'} still booked inside it: move or cancel ${n === 1 ? 'it' : 'them'} from the calendar.`
          : 'Time off added.',
      );
    } catch (error) {
      setErrors(serverIssues(error));
    }
  };

  const removeEntry = (entry: TimeOffView) =>
    removeAfterAsking(
      { title: 'Remove this time off?', message: 'Customers will be able to book these times again.' },
      remove.mutate,
      entry.id,
      'Time off removed.',
    );

  return (
    <HoursSection
      title="Days off and time off"
      intro={<>Times in {timeZone}. Customers cannot book inside it, here or at any other shop.</>}
    >
      {props.entries.length === 0 ? (
        <Typography sx={{ my: 1 }}>No time off ahead.</Typography>
      ) : (
        <List dense aria-label="Time off ahead">
          {props.entries.map((t) => (
            <ListItem
              key={t.id}
              disableGutters
              secondaryAction={
                t.recordedHere ? (
                  <Button
                    size="small"
                    onClick={() => removeEntry(t)}
                    aria-label={`Remove time off from ${dayTimeIn(t.startsAt, timeZone)}`}
                  >
                    Remove
                  </Button>
                ) : undefined
              }
            >
              <ListItemText
                primary={`${dayTimeIn(t.startsAt, timeZone)} – ${dayTimeIn(t.endsAt, timeZone)}`}
                secondary={t.recordedHere ? t.reason || 'No reason given' : 'Recorded by another shop'}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Typography component="h3" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
        Add time off
      </Typography>
      {errors[''] && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors['']}
        </Alert>
      )}
      <Stack spacing={2}>
        <CheckboxField
          label="Whole days"
          checked={form.wholeDays}
          onChange={(wholeDays) => set({ wholeDays })}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="date"
            label={form.wholeDays ? 'First day off' : 'Starts on'}
            value={form.startDate}
            onChange={(e) => set({ startDate: e.target.value })}
            error={Boolean(errors.startsAt)}
            helperText={errors.startsAt}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {!form.wholeDays && (
            <TextField
              type="time"
              label="Starts at"
              value={form.startTime}
              onChange={(e) => set({ startTime: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
          <TextField
            type="date"
            label={form.wholeDays ? 'Last day off' : 'Ends on'}
            value={form.endDate}
            onChange={(e) => set({ endDate: e.target.value })}
            error={Boolean(errors.endsAt)}
            helperText={errors.endsAt ?? 'Leave empty for one day'}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {!form.wholeDays && (
            <TextField
              type="time"
              label="Ends at"
              value={form.endTime}
              onChange={(e) => set({ endTime: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        </Stack>
        <TextField
          label="Reason (only your shop sees it)"
          value={form.reason}
          onChange={(e) => set({ reason: e.target.value })}
          error={Boolean(errors.reason)}
          helperText={errors.reason}
        />
        <Box>
          <Button variant="contained" onClick={submit} disabled={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add time off'}
          </Button>
        </Box>
      </Stack>
    </HoursSection>
  );
}
