import type { Availability } from '@linework/contract/appointments';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { dayLabel, ownTime, timeIn } from '../../../lib/dates.ts';

/** Days with free times as chips, and that day's times (in the shop's zone, as the viewer writes times) as buttons. */
export function TimePicker(props: {
  availability: Availability | undefined;
  selected: string;
  onSelect(start: string): void;
  exclude?: string;
}) {
  const [date, setDate] = useState<string | null>(null);
  if (!props.availability) return <Skeleton variant="rounded" height={120} />;
  const days = props.availability.days
    .map((d) => ({ ...d, slots: d.slots.filter((s) => s.start !== props.exclude) }))
    .filter((d) => d.slots.length);
  if (!days.length)
    return <Alert severity="info">No free times in the next two weeks. Message the shop to find one.</Alert>;
  const shown = days.find((d) => d.date === date) ?? days[0]!;
  const zone = props.availability.timeZone;
  return (
    <>
      <Stack direction="row" gap={1} flexWrap="wrap" role="group" aria-label="Days">
        {days.map((d) => (
          <Chip
            key={d.date}
            label={dayLabel(d.date)}
            color={d.date === shown.date ? 'primary' : 'default'}
            variant={d.date === shown.date ? 'filled' : 'outlined'}
            aria-pressed={d.date === shown.date}
            onClick={() => setDate(d.date)}
          />
        ))}
      </Stack>
      <Stack direction="row" gap={1} flexWrap="wrap" role="group" aria-label="Times">
        {shown.slots.map((slot) => (
          <Button
            key={slot.start}
            variant={slot.start === props.selected ? 'contained' : 'outlined'}
            aria-pressed={slot.start === props.selected}
            onClick={() => props.onSelect(slot.start)}
            // Named with its day: heard out of the row of days, "10:00 AM" alone says not which day.
            aria-label={`${timeIn(slot.start, zone)}, ${dayLabel(shown.date)}`}
            title={`${ownTime(slot.start, zone)} your time`}
          >
            {timeIn(slot.start, zone)}
          </Button>
        ))}
      </Stack>
    </>
  );
}
