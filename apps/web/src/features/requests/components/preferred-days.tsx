import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { shortDay } from '../../../lib/dates.ts';

const weekdays = [
  [1, 'Mon', 'Monday'],
  [2, 'Tue', 'Tuesday'],
  [3, 'Wed', 'Wednesday'],
  [4, 'Thu', 'Thursday'],
  [5, 'Fri', 'Friday'],
  [6, 'Sat', 'Saturday'],
  [7, 'Sun', 'Sunday'],
] as const;

/** A year after `today` (YYYY-MM-DD): the API takes preferred dates up to then. */
const yearAfter = (today: string) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + 365 * 86_400_000).toISOString().slice(0, 10);

export const weekdayName = (day: number) => weekdays.find(([d]) => d === day)?.[2] ?? String(day);

/** Days that suit the customer: weekdays as toggles, and particular dates added one by one. */
export function PreferredDays(props: {
  weekdays: number[];
  dates: string[];
  today: string;
  onWeekdays(days: number[]): void;
  onDates(dates: string[]): void;
  error?: string;
}) {
  const id = useId();
  const [date, setDate] = useState('');
  const last = yearAfter(props.today);
  const addDate = () => {
    if (!date || date < props.today || date > last || props.dates.includes(date)) return;
    props.onDates([...props.dates, date].sort());
    setDate('');
  };
  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h3" sx={{ mb: 1 }}>
        Which days suit you? (optional)
      </Typography>
      <Stack direction="row" gap={1} flexWrap="wrap" role="group" aria-label="Weekdays that suit you">
        {weekdays.map(([day, short]) => {
          const on = props.weekdays.includes(day);
          return (
            <Chip
              key={day}
              // Named by the word it shows (WCAG 2.5.3): a voice user says "Mon", as the chip reads.
              label={short}
              clickable
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() =>
                props.onWeekdays(
                  on ? props.weekdays.filter((d) => d !== day) : [...props.weekdays, day].sort(),
                )
              }
            />
          );
        })}
      </Stack>
      <Stack direction="row" gap={1} alignItems="flex-start">
        <TextField
          id={`${id}-date`}
          label="A particular date"
          type="date"
          size="small"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              addDate();
            }
          }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: props.today, max: last } }}
        />
        <Button variant="outlined" onClick={addDate} disabled={!date || props.dates.length >= 10}>
          Add date
        </Button>
      </Stack>
      {props.dates.length > 0 && (
        <Stack direction="row" gap={1} flexWrap="wrap" role="group" aria-label="Dates that suit you">
          {props.dates.map((d) => (
            <Button
              key={d}
              size="small"
              variant="outlined"
              endIcon={<CloseIcon aria-hidden />}
              aria-label={`Remove ${shortDay(d)}`}
              onClick={() => props.onDates(props.dates.filter((x) => x !== d))}
            >
              {shortDay(d)}
            </Button>
          ))}
        </Stack>
      )}
      {props.error && <FormHelperText error>{props.error}</FormHelperText>}
    </Stack>
  );
}
