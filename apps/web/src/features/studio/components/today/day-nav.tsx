import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isDate } from './shop-dates.ts';

/** Previous, today (or this week), next, and a date to jump to. */
export function DateNav({
  date,
  unit,
  onChange,
  onToday,
  atToday,
  step,
}: {
  date: string;
  unit: 'day' | 'week';
  onChange(date: string): void;
  onToday(): void;
  atToday: boolean;
  step(date: string, by: number): string;
}) {
  return (
    <Stack
      component="nav"
      aria-label={unit === 'day' ? 'Choose the day' : 'Choose the week'}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      <Button variant="outlined" size="small" onClick={() => onChange(step(date, -1))}>
        Previous {unit}
      </Button>
      <Button variant="outlined" size="small" disabled={atToday} onClick={onToday}>
        {unit === 'day' ? 'Today' : 'This week'}
      </Button>
      <Button variant="outlined" size="small" onClick={() => onChange(step(date, 1))}>
        Next {unit}
      </Button>
      <TextField
        type="date"
        size="small"
        label={unit === 'day' ? 'Day' : 'A day of the week'}
        value={date}
        onChange={(e) => isDate(e.target.value) && onChange(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: 170 }}
      />
    </Stack>
  );
}
