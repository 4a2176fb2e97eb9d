import {
  creditRuleLabels,
  type ProjectCreditRule,
  type ShopProjectDefaults,
  shopProjectDefaults,
} from '@linework/contract/projects';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { depositSessionLabels } from '../projects/project-terms.tsx';
import { useSettingsForm } from './form-helpers.ts';
import { HoursSection } from './hours-section.tsx';
import { SaveBar } from './save-bar.tsx';

type Form = {
  depositAppliesTo: string;
  healingGapDays: string;
  inTimeCancelRule: string;
  lateCancelRule: string;
  noShowRule: string;
};
const toForm = (d: ShopProjectDefaults): Form => ({ ...d, healingGapDays: String(d.healingGapDays) });
const fromForm = (f: Form) => ({
  ...f,
  healingGapDays: f.healingGapDays.trim() === '' ? Number.NaN : Number(f.healingGapDays),
});

const rules = Object.entries(creditRuleLabels) as [ProjectCreditRule, string][];

/**
 * What a new project starts with (each project can change it): the session the deposit counts
 * towards, the shortest gap between sessions, and what a cancelled or missed session does to the
 * deposit held as credit.
 */
export function ProjectDefaultsSection(props: {
  defaults: ShopProjectDefaults;
  onSave(defaults: ShopProjectDefaults): Promise<unknown>;
  onDirtyChange(dirty: boolean): void;
}) {
  const { form, set, errors, saveBar } = useSettingsForm({
    value: props.defaults,
    toForm,
    fromForm,
    schema: shopProjectDefaults,
    onSave: props.onSave,
    onDirtyChange: props.onDirtyChange,
  });
  const select = (key: keyof Form, label: string, choices: [string, string][], help: string) => (
    <TextField
      select
      label={label}
      value={form[key]}
      onChange={(e) => set(key, e.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? help}
    >
      {choices.map(([value, words]) => (
        <MenuItem key={value} value={value}>
          {words}
        </MenuItem>
      ))}
    </TextField>
  );
  const ruleChoices = rules.map(([v, words]): [string, string] => [v, `Deposit ${words}`]);
  return (
    <HoursSection
      title="Projects: deposit and rules"
      intro={<>What a new project of several sessions starts with. Each project can change them.</>}
      problem={errors['']}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {select(
          'depositAppliesTo',
          'The deposit counts towards',
          Object.entries(depositSessionLabels),
          'Held as credit until that session’s checkout',
        )}
        <TextField
          label="Healing gap (days)"
          type="number"
          value={form.healingGapDays}
          onChange={(e) => set('healingGapDays', e.target.value)}
          error={Boolean(errors.healingGapDays)}
          helperText={errors.healingGapDays ?? 'The shortest time between two sessions, e.g. 21'}
          slotProps={{ htmlInput: { min: 0, max: 365, inputMode: 'numeric' } }}
        />
        {select(
          'inTimeCancelRule',
          'A session cancelled in time',
          ruleChoices,
          'Before the cancellation notice',
        )}
        {select('lateCancelRule', 'A session cancelled late', ruleChoices, 'Inside the cancellation notice')}
        {select('noShowRule', 'The customer does not come', ruleChoices, 'A missed session')}
      </Box>
      <SaveBar {...saveBar} label="Save project defaults" />
    </HoursSection>
  );
}
