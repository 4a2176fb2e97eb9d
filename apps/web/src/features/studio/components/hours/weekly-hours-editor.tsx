import { replaceHoursBody, type WorkingInterval } from '@linework/contract/staff-booking';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { issuesOf, serverIssues } from './form-helpers.ts';
import { HoursSection } from './hours-section.tsx';
import { IntervalFields } from './interval-fields.tsx';
import { SaveBar } from './save-bar.tsx';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

type Row = WorkingInterval & { key: number };
let nextKey = 1;
const withKeys = (intervals: WorkingInterval[]): Row[] => intervals.map((i) => ({ ...i, key: nextKey++ }));
const same = (a: WorkingInterval[], b: WorkingInterval[]) =>
  JSON.stringify(a.map(({ weekday, opens, closes }) => [weekday, opens, closes])) ===
  JSON.stringify(b.map(({ weekday, opens, closes }) => [weekday, opens, closes]));

/** What the editor says for an artist's working week, and for the shop's opening hours. */
const texts = {
  artist: {
    title: 'Weekly hours',
    about: 'When customers can book this artist.',
    none: 'Not working',
    save: 'Save weekly hours',
  },
  shop: {
    title: 'Opening hours',
    about: 'When the door is open, as customers read it on the shop’s page. Artists’ hours are their own.',
    none: 'Closed',
    save: 'Save opening hours',
  },
};

/**
 * A week: several intervals a day, in the shop's wall-clock time, for an artist's working hours or
 * the shop's opening hours. A night that runs past midnight is two intervals (until 24:00, then from
 * 00:00 the next day): availability joins them.
 */
export function WeeklyHoursEditor(props: {
  kind?: keyof typeof texts;
  timeZone: string;
  intervals: WorkingInterval[];
  onSave(intervals: WorkingInterval[]): Promise<unknown>;
  onDirtyChange(dirty: boolean): void;
}) {
  const text = texts[props.kind ?? 'artist'];
  const { intervals, onDirtyChange } = props;
  const [rows, setRows] = useState(() => withKeys(intervals));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const plain = rows.map(({ weekday, opens, closes }) => ({ weekday, opens, closes }));
  const dirty = !same(plain, intervals);

  useEffect(() => setRows(withKeys(intervals)), [intervals]);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const update = (key: number, change: Partial<WorkingInterval>) => {
    setSaved(false);
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));
  };
  const add = (weekday: number) => {
    setSaved(false);
    const last = rows.filter((r) => r.weekday === weekday).at(-1);
    const opens = last ? last.closes : '10:00';
    const closes = last ? (last.closes < '22:00' ? '22:00' : '24:00') : '18:00';
    setRows((all) => [...all, { weekday, opens, closes, key: nextKey++ }]);
  };
  const remove = (key: number) => {
    setSaved(false);
    setRows((all) => all.filter((r) => r.key !== key));
  };

  const save = async () => {
    const parsed = replaceHoursBody.safeParse({ intervals: plain });
    const found = issuesOf(parsed.error);
    setErrors(found);
    if (!parsed.success) return;
    setSaving(true);
    try {
      await props.onSave(parsed.data.intervals);
      setSaved(true);
    } catch (error) {
      setErrors(serverIssues(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <HoursSection
      title={text.title}
      intro={
        <>
          {text.about} Times in {props.timeZone}. An end of 00:00 is midnight; past it, start the next day at
          00:00.
        </>
      }
      problem={errors['']}
    >
      <Stack spacing={2}>
        {weekdays.map((name, index) => {
          const weekday = index + 1;
          const dayRows = rows.map((r, i) => ({ r, i })).filter(({ r }) => r.weekday === weekday);
          return (
            <Box key={name} role="group" aria-label={name}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                <Button
                  size="small"
                  startIcon={<AddIcon />}
                  onClick={() => add(weekday)}
                  aria-label={`Add hours on ${name}`}
                >
                  Add hours
                </Button>
              </Stack>
              {dayRows.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  {text.none}
                </Typography>
              )}
              {dayRows.map(({ r, i }, n) => (
                <IntervalFields
                  key={r.key}
                  label={`${name}${dayRows.length > 1 ? ` (${n + 1})` : ''}`}
                  opens={r.opens}
                  closes={r.closes}
                  onChange={(change) => update(r.key, change)}
                  onRemove={() => remove(r.key)}
                  errors={{
                    opens: errors[`intervals.${i}.opens`],
                    closes: errors[`intervals.${i}.closes`],
                    interval: errors[`intervals.${i}`],
                  }}
                />
              ))}
            </Box>
          );
        })}
      </Stack>
      <SaveBar
        dirty={dirty}
        saving={saving}
        saved={saved}
        label={text.save}
        onSave={save}
        onReset={() => {
          setErrors({});
          setRows(withKeys(intervals));
        }}
      />
    </HoursSection>
  );
}
