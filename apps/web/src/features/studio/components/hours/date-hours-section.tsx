import { type DateHours, type DateInterval, replaceDateHoursBody } from '@linework/contract/staff-booking';
import AddIcon from '@mui/icons-material/Add';
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
import { dayLabel } from '../../../../lib/dates.ts';
import { toast } from '../../../../lib/toast.ts';
import { useRemoveDateHours, useReplaceDateHours } from '../../api/hours.ts';
import { dateIn, issuesOf, removeAfterAsking, serverIssues } from './form-helpers.ts';
import { HoursSection } from './hours-section.tsx';
import { IntervalFields } from './interval-fields.tsx';

type Row = DateInterval & { key: number };
let nextKey = 1;
const withKeys = (intervals: DateInterval[]): Row[] => intervals.map((i) => ({ ...i, key: nextKey++ }));
const usualDay: DateInterval[] = [{ opens: '10:00', closes: '18:00' }];
const plainOf = (rows: Row[]) => rows.map(({ opens, closes }) => ({ opens, closes }));
const hoursText = (intervals: DateInterval[]) =>
  intervals.map((i) => `${i.opens}–${i.closes === '24:00' ? 'midnight' : i.closes}`).join(', ');

/**
 * Different hours on a date: on each date listed, its own hours replace that weekday's weekly hours
 * (a date not worked weekly becomes a working date). A day off is time off, not an empty date.
 */
export function DateHoursSection(props: {
  businessId: string;
  artistId: string;
  timeZone: string;
  dates: DateHours[];
  onDirtyChange(dirty: boolean): void;
}) {
  const { businessId, artistId, timeZone, dates, onDirtyChange } = props;
  const [date, setDate] = useState('');
  const [rows, setRows] = useState(() => withKeys(usualDay));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useReplaceDateHours(businessId, artistId);
  const remove = useRemoveDateHours(businessId, artistId);
  const plain = plainOf(rows);
  const dirty = Boolean(date) || JSON.stringify(plain) !== JSON.stringify(usualDay);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const alreadySet = dates.find((d) => d.date === date);

  /** Picks a date; one that has its own hours already opens them to change. */
  const pickDate = (value: string) => {
    setDate(value);
    setErrors({});
    const found = dates.find((d) => d.date === value);
    if (found) setRows(withKeys(found.intervals));
  };
  const update = (key: number, change: Partial<DateInterval>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const addRow = () => {
    const last = rows.at(-1);
    const opens = last ? last.closes : '10:00';
    const closes = last ? (last.closes < '22:00' ? '22:00' : '24:00') : '18:00';
    setRows((all) => [...all, { opens, closes, key: nextKey++ }]);
  };
  const reset = () => {
    setDate('');
    setRows(withKeys(usualDay));
    setErrors({});
  };

  const submit = async () => {
    const parsed = replaceDateHoursBody.safeParse({ intervals: plain });
    const found = issuesOf(parsed.error);
    if (!date) found.date = 'Pick a date';
    // The shop's today, the day the API counts from too.
    else if (date < dateIn(Date.now(), timeZone))
      found.date = 'This date has passed. Pick today or a later date.';
    setErrors(found);
    if (!parsed.success || found.date) return;
    try {
      await save.mutateAsync({ date, intervals: parsed.data.intervals });
      toast.success(`Hours on ${dayLabel(date)} saved.`);
      reset();
    } catch (error) {
      // The API names the date in the address: `params.date`.
      const issues = serverIssues(error);
      setErrors(
        Object.fromEntries(Object.entries(issues).map(([k, v]) => [k === 'params.date' ? 'date' : k, v])),
      );
    }
  };

  const removeDate = (entry: DateHours) =>
    removeAfterAsking(
      {
        title: `Back to the weekly hours on ${dayLabel(entry.date)}?`,
        message: "Customers will be offered that weekday's usual hours on this date again.",
      },
      remove.mutate,
      entry.date,
      `Hours on ${dayLabel(entry.date)} removed.`,
    );

  return (
    <HoursSection
      title="Different hours on a date"
      intro={
        <>
          Times in {timeZone}. On these dates the hours here replace the weekly ones, also on a day not worked
          every week. For a day off, add time off.
        </>
      }
    >
      {dates.length === 0 ? (
        <Typography sx={{ my: 1 }}>No different hours ahead.</Typography>
      ) : (
        <List dense aria-label="Dates with different hours">
          {dates.map((d) => (
            <ListItem
              key={d.date}
              disableGutters
              secondaryAction={
                <Stack direction="row" spacing={0.5}>
                  <Button
                    size="small"
                    onClick={() => pickDate(d.date)}
                    aria-label={`Change hours on ${dayLabel(d.date)}`}
                  >
                    Change
                  </Button>
                  <Button
                    size="small"
                    onClick={() => removeDate(d)}
                    disabled={remove.isPending && remove.variables === d.date}
                    aria-label={`Remove hours on ${dayLabel(d.date)}`}
                  >
                    Remove
                  </Button>
                </Stack>
              }
              sx={{ pr: 18 }}
            >
              <ListItemText primary={dayLabel(d.date)} secondary={hoursText(d.intervals)} />
            </ListItem>
          ))}
        </List>
      )}
      <Typography component="h3" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
        Set hours on a date
      </Typography>
      {(errors[''] || errors.intervals) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors[''] ?? errors.intervals}
        </Alert>
      )}
      <Stack spacing={1}>
        <TextField
          type="date"
          label="Date"
          value={date}
          onChange={(e) => pickDate(e.target.value)}
          error={Boolean(errors.date)}
          helperText={
            errors.date ??
            (alreadySet ? 'This date has its own hours already: saving replaces them.' : undefined)
          }
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: { sm: 280 } }}
        />
        <Box role="group" aria-label="Hours on this date">
          {rows.map((r, i) => (
            <IntervalFields
              key={r.key}
              label={`Hours${rows.length > 1 ? ` (${i + 1})` : ''}`}
              opens={r.opens}
              closes={r.closes}
              onChange={(change) => update(r.key, change)}
              onRemove={() => setRows((all) => all.filter((x) => x.key !== r.key))}
              errors={{
                opens: errors[`intervals.${i}.opens`],
                closes: errors[`intervals.${i}.closes`],
                interval: errors[`intervals.${i}`],
              }}
            />
          ))}
          <Button size="small" startIcon={<AddIcon />} onClick={addRow} sx={{ mt: 1 }}>
            Add hours
          </Button>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={submit} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save hours on this date'}
          </Button>
          {dirty && !save.isPending && <Button onClick={reset}>Clear</Button>}
        </Stack>
      </Stack>
    </HoursSection>
  );
}
