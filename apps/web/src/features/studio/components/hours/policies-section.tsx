import { type ShopPolicies, shopPolicies } from '@linework/contract/catalog';
import { describePolicies } from '@linework/contract/policy-texts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useSettingsForm } from './form-helpers.ts';
import { HoursSection } from './hours-section.tsx';
import { SaveBar } from './save-bar.tsx';

type Form = {
  deposit: string;
  cancellationNoticeHours: string;
  rescheduleNoticeHours: string;
  reschedulesAllowed: string;
  noShow: string;
};
const toForm = (p: ShopPolicies): Form => ({
  deposit: p.deposit,
  cancellationNoticeHours: String(p.cancellationNoticeHours),
  rescheduleNoticeHours: String(p.rescheduleNoticeHours),
  reschedulesAllowed: String(p.reschedulesAllowed),
  noShow: p.noShow,
});
const fromForm = (f: Form) => ({
  deposit: f.deposit,
  cancellationNoticeHours: Number(f.cancellationNoticeHours),
  rescheduleNoticeHours: Number(f.rescheduleNoticeHours),
  reschedulesAllowed: Number(f.reschedulesAllowed),
  noShow: f.noShow,
});

/**
 * The shop's deposit, cancellation, reschedule and no-show rules, with what a customer reads on the
 * booking pages written by the very builder those pages use, as the owner types.
 */
export function PoliciesSection(props: {
  policies: ShopPolicies;
  onSave(policies: ShopPolicies): Promise<unknown>;
  onDirtyChange(dirty: boolean): void;
}) {
  const previewId = useId();
  const { form, set, errors, parsed, saveBar } = useSettingsForm({
    value: props.policies,
    toForm,
    fromForm,
    schema: shopPolicies,
    onSave: props.onSave,
    onDirtyChange: props.onDirtyChange,
    // The API names the shop's rules under `policies.`.
    fieldOf: (key) => key.replace(/^policies\./, ''),
  });
  const field = (key: keyof Form, label: string, help: string, numeric = false) => (
    <TextField
      label={label}
      value={form[key]}
      onChange={(e) => set(key, e.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? help}
      {...(numeric
        ? { type: 'number', slotProps: { htmlInput: { min: 0, inputMode: 'numeric' as const } } }
        : { multiline: true, minRows: 2 })}
    />
  );

  return (
    <HoursSection
      title="Deposit, changes and cancellations"
      intro={
        <>The shop's rules for every artist here. Each service's deposit amount is set with the service.</>
      }
      problem={errors['']}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          {field(
            'deposit',
            'How the deposit works',
            'In your words, e.g. "The deposit comes off the final price."',
          )}
          {field(
            'cancellationNoticeHours',
            'Cancellation notice',
            'Hours before the start; later cancellations keep the deposit. 0 = any time',
            true,
          )}
          {field(
            'reschedulesAllowed',
            'Moves allowed',
            'How many times one appointment can be moved. 0 = never',
            true,
          )}
          {field(
            'rescheduleNoticeHours',
            'Reschedule notice',
            'Hours before the start after which it can no longer be moved',
            true,
          )}
          {field('noShow', 'If a customer does not come', 'In your words')}
        </Box>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby={previewId}>
          <Typography component="h3" id={previewId} sx={{ fontWeight: 600, mb: 1 }}>
            What customers read when they book
          </Typography>
          {parsed.success ? (
            <Box component="ul" sx={{ pl: 2.5, m: 0 }} aria-live="polite" data-testid="policy-preview">
              {describePolicies(parsed.data).sentences.map((s) => (
                <Typography component="li" key={s}>
                  {s}
                </Typography>
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">Fix the fields marked in red to see the preview.</Typography>
          )}
        </Paper>
      </Box>
      <SaveBar {...saveBar} label="Save rules" />
    </HoursSection>
  );
}
