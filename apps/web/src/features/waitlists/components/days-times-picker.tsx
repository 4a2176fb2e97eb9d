import { dayParts, weekdayNames } from '@linework/contract/waitlists';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

export type DayPart = (typeof dayParts)[number]['key'];

const toggle = <T,>(list: T[], item: T) =>
  list.includes(item) ? list.filter((i) => i !== item) : [...list, item];

/** The days of the week and the parts of the day that suit, as checkboxes a keyboard and a reader can use. */
export function DaysTimesPicker({
  days,
  parts,
  onDays,
  onParts,
  timeZoneLabel,
  errors,
}: {
  days: number[];
  parts: DayPart[];
  onDays(days: number[]): void;
  onParts(parts: DayPart[]): void;
  timeZoneLabel: string;
  errors: { days?: string; times?: string };
}) {
  return (
    <>
      <FormControl component="fieldset" error={Boolean(errors.days)}>
        <FormLabel component="legend">Days that suit you</FormLabel>
        <FormGroup row>
          {weekdayNames.map((name, n) => (
            <FormControlLabel
              key={name}
              control={
                <Checkbox checked={days.includes(n + 1)} onChange={() => onDays(toggle(days, n + 1))} />
              }
              label={name}
            />
          ))}
        </FormGroup>
        {errors.days && <FormHelperText>{errors.days}</FormHelperText>}
      </FormControl>
      <FormControl component="fieldset" error={Boolean(errors.times)}>
        <FormLabel component="legend">Times that suit you ({timeZoneLabel})</FormLabel>
        <FormGroup>
          {dayParts.map((p) => (
            <FormControlLabel
              key={p.key}
              control={
                <Checkbox checked={parts.includes(p.key)} onChange={() => onParts(toggle(parts, p.key))} />
              }
              label={`${p.label}, ${p.range.from}–${p.range.until}`}
            />
          ))}
        </FormGroup>
        {errors.times && <FormHelperText>{errors.times}</FormHelperText>}
      </FormControl>
    </>
  );
}
