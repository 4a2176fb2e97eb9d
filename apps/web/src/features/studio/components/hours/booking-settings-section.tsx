import { type BookingSettings, bookingSettings } from '@linework/contract/staff-booking';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSettingsForm } from './form-helpers.ts';
import { HoursSection } from './hours-section.tsx';
import { SaveBar } from './save-bar.tsx';

type Form = Record<'leadHours' | 'horizonDays' | 'bufferBefore' | 'bufferAfter' | 'step', string>;

const toForm = (s: BookingSettings): Form => ({
  leadHours: String(s.leadTimeMinutes / 60),
  horizonDays: String(s.horizonDays),
  bufferBefore: String(s.bufferBeforeMinutes),
  bufferAfter: String(s.bufferAfterMinutes),
  step: String(s.slotStepMinutes),
});
const fromForm = (f: Form) => ({
  leadTimeMinutes: Math.round(Number(f.leadHours) * 60),
  horizonDays: Number(f.horizonDays),
  bufferBeforeMinutes: Number(f.bufferBefore),
  bufferAfterMinutes: Number(f.bufferAfter),
  slotStepMinutes: Number(f.step),
});
const fieldOf: Record<keyof BookingSettings, keyof Form> = {
  leadTimeMinutes: 'leadHours',
  horizonDays: 'horizonDays',
  bufferBeforeMinutes: 'bufferBefore',
  bufferAfterMinutes: 'bufferAfter',
  slotStepMinutes: 'step',
};

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
const duration = (minutes: number) =>
  minutes % 60 === 0 && minutes >= 60 ? plural(minutes / 60, 'hour') : plural(minutes, 'minute');

/** The settings as the artist's free times will follow them, in plain words. */
export function settingsInWords(s: BookingSettings): string[] {
  const words = [
    s.leadTimeMinutes === 0
      ? `Customers can book any free time up to ${plural(s.horizonDays, 'day')} ahead, even one starting right away.`
      : `Customers can book from ${duration(s.leadTimeMinutes)} ahead up to ${plural(s.horizonDays, 'day')} ahead.`,
    `Start times are offered every ${duration(s.slotStepMinutes)}.`,
  ];
  if (s.bufferBeforeMinutes || s.bufferAfterMinutes) {
    const parts = [
      s.bufferBeforeMinutes ? `${duration(s.bufferBeforeMinutes)} before` : '',
      s.bufferAfterMinutes ? `${duration(s.bufferAfterMinutes)} after` : '',
    ].filter(Boolean);
    words.push(`${parts.join(' and ')} each appointment stay free for setting up and cleaning.`);
  } else words.push('Appointments can follow each other with no break.');
  return words;
}

export function BookingSettingsSection(props: {
  settings: BookingSettings;
  onSave(settings: BookingSettings): Promise<unknown>;
  onDirtyChange(dirty: boolean): void;
}) {
  const { form, set, errors, parsed, saveBar } = useSettingsForm({
    value: props.settings,
    toForm,
    fromForm,
    schema: bookingSettings,
    onSave: props.onSave,
    onDirtyChange: props.onDirtyChange,
    fieldOf: (key) => fieldOf[key as keyof BookingSettings] ?? '',
  });

  const number = (key: keyof Form, label: string, unit: string) => (
    <TextField
      type="number"
      label={label}
      value={form[key]}
      onChange={(e) => set(key, e.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? unit}
      slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
    />
  );

  return (
    <HoursSection title="Booking settings" problem={errors['']}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {number('leadHours', 'Notice', 'Hours ahead a customer must book, at least')}
        {number('horizonDays', 'Booking horizon', 'Days ahead customers can book, at most')}
        {number('bufferBefore', 'Buffer before', 'Minutes kept free before each appointment')}
        {number('bufferAfter', 'Buffer after', 'Minutes kept free after each appointment')}
        {number('step', 'Start times every', 'Minutes between offered start times')}
      </Box>
      {parsed.success && (
        <Box component="ul" sx={{ pl: 2.5, mb: 0 }} aria-label="These settings in words">
          {settingsInWords(parsed.data).map((s) => (
            <Typography component="li" key={s} variant="body2">
              {s}
            </Typography>
          ))}
        </Box>
      )}
      <SaveBar {...saveBar} label="Save booking settings" />
    </HoursSection>
  );
}
