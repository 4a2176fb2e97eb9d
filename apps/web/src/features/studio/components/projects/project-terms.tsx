import {
  creditRuleLabels,
  type ProjectCreditRule,
  type ProjectQuote,
  type ProjectView,
  type ShopProjectDefaults,
} from '@linework/contract/projects';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { currencyDigits } from '../../../../lib/money.ts';
import { fromMinor, toMinor } from '../catalogue/format.ts';

// A project's terms as the studio types them (the words, the sessions, the quote, the deposit and the
// session it counts towards, the healing gap and the three rules), shared by the new project form and
// the project's settings. Amounts are typed in the shop's currency and sent in minor units.

export type TermsForm = {
  title: string;
  description: string;
  placement: string;
  size: string;
  sessionCount: string;
  toBeDecided: boolean;
  quoteKind: ProjectQuote['kind'];
  amount: string;
  minAmount: string;
  maxAmount: string;
  hourlyRate: string;
  estimatedHours: string;
  deposit: string;
  depositAppliesTo: ShopProjectDefaults['depositAppliesTo'];
  healingGapDays: string;
  inTimeCancelRule: ProjectCreditRule;
  lateCancelRule: ProjectCreditRule;
  noShowRule: ProjectCreditRule;
};

export const depositSessionLabels: Record<TermsForm['depositAppliesTo'], string> = {
  first: 'The first session',
  last: 'The last session',
  spread: 'Spread over every session',
};

export function termsFromDefaults(d: ShopProjectDefaults): TermsForm {
  return {
    title: '',
    description: '',
    placement: '',
    size: '',
    sessionCount: '2',
    toBeDecided: false,
    quoteKind: 'fixed',
    amount: '',
    minAmount: '',
    maxAmount: '',
    hourlyRate: '',
    estimatedHours: '',
    deposit: '0',
    depositAppliesTo: d.depositAppliesTo,
    healingGapDays: String(d.healingGapDays),
    inTimeCancelRule: d.inTimeCancelRule,
    lateCancelRule: d.lateCancelRule,
    noShowRule: d.noShowRule,
  };
}

export function termsFromView(p: ProjectView): TermsForm {
  const digits = currencyDigits(p.quote.currency);
  const money = (n: number | null) => (n === null ? '' : fromMinor(n, digits));
  return {
    title: p.title,
    description: p.description,
    placement: p.placement,
    size: p.size,
    sessionCount: p.sessionCount === null ? '' : String(p.sessionCount),
    toBeDecided: p.sessionCount === null,
    quoteKind: p.quote.kind,
    amount: p.quote.kind === 'fixed' ? money(p.quote.amount) : '',
    minAmount: p.quote.kind === 'range' ? money(p.quote.amount) : '',
    maxAmount: money(p.quote.maxAmount),
    hourlyRate: money(p.quote.hourlyRateAmount),
    estimatedHours: p.quote.estimatedTenthHours === null ? '' : String(p.quote.estimatedTenthHours / 10),
    deposit: money(p.depositAmount),
    depositAppliesTo: p.depositAppliesTo,
    healingGapDays: String(p.healingGapDays),
    inTimeCancelRule: p.rules.inTimeCancel,
    lateCancelRule: p.rules.lateCancel,
    noShowRule: p.rules.noShow,
  };
}

/** The API's field names (without `body.`) as this form's. */
export function termsFieldOf(key: string): string {
  const map: Record<string, string> = {
    'quote.amount': 'amount',
    'quote.minAmount': 'minAmount',
    'quote.maxAmount': 'maxAmount',
    'quote.hourlyRateAmount': 'hourlyRate',
    'quote.estimatedTenthHours': 'estimatedHours',
    quote: 'quoteKind',
    depositAmount: 'deposit',
  };
  return map[key] ?? key;
}

export type TermsBody = {
  title: string;
  description: string;
  placement: string;
  size: string;
  sessionCount: number | null;
  quote: ProjectQuote;
  depositAmount: number;
  depositAppliesTo: TermsForm['depositAppliesTo'];
  healingGapDays: number;
  inTimeCancelRule: ProjectCreditRule;
  lateCancelRule: ProjectCreditRule;
  noShowRule: ProjectCreditRule;
};

/** The body the form says, or what is wrong with its fields (amounts that are not amounts). */
export function termsBody(
  f: TermsForm,
  currency: string,
): { body: TermsBody; errors: null } | { body: null; errors: Record<string, string> } {
  const digits = currencyDigits(currency);
  const errors: Record<string, string> = {};
  const amountOf = (key: keyof TermsForm, what: string) => {
    const v = toMinor(String(f[key]), digits);
    if (v === null) errors[key] = `${what}: type an amount, e.g. ${digits ? '450.00' : '450'}`;
    return v ?? 0;
  };
  const whole = (key: keyof TermsForm, what: string) => {
    const t = String(f[key]).trim();
    if (!/^\d+$/.test(t)) errors[key] = `${what} is a whole number`;
    return Number(t);
  };
  let quote: ProjectQuote;
  if (f.quoteKind === 'fixed') quote = { kind: 'fixed', amount: amountOf('amount', 'The price') };
  else if (f.quoteKind === 'range')
    quote = {
      kind: 'range',
      minAmount: amountOf('minAmount', 'From'),
      maxAmount: amountOf('maxAmount', 'To'),
    };
  else {
    const hours = Number(f.estimatedHours.trim().replace(',', '.'));
    if (!f.estimatedHours.trim() || !Number.isFinite(hours) || hours <= 0)
      errors.estimatedHours = 'Estimated hours: type a number of hours, e.g. 6.5';
    quote = {
      kind: 'hourly',
      hourlyRateAmount: amountOf('hourlyRate', 'The rate'),
      estimatedTenthHours: Math.round(hours * 10),
    };
  }
  const body: TermsBody = {
    title: f.title,
    description: f.description,
    placement: f.placement,
    size: f.size,
    sessionCount: f.toBeDecided ? null : whole('sessionCount', 'The number of sessions'),
    quote,
    depositAmount: amountOf('deposit', 'The deposit'),
    depositAppliesTo: f.depositAppliesTo,
    healingGapDays: whole('healingGapDays', 'The healing gap'),
    inTimeCancelRule: f.inTimeCancelRule,
    lateCancelRule: f.lateCancelRule,
    noShowRule: f.noShowRule,
  };
  return Object.keys(errors).length ? { body: null, errors } : { body, errors: null };
}

const ruleChoices = Object.entries(creditRuleLabels) as [ProjectCreditRule, string][];

/** The fields of a project's terms; `quoteLocked` when the customer accepted the quote. */
export function ProjectTermsFields(props: {
  form: TermsForm;
  set<K extends keyof TermsForm>(key: K, value: TermsForm[K]): void;
  errors: Record<string, string>;
  currency: string;
  quoteLocked?: boolean;
}) {
  const { form, set, errors, currency, quoteLocked = false } = props;
  const text = (key: keyof TermsForm, label: string, help = '', extra: object = {}) => (
    <TextField
      label={label}
      value={form[key] as string}
      onChange={(e) => set(key, e.target.value as never)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? help}
      {...extra}
    />
  );
  const money = (key: keyof TermsForm, label: string, help = '') =>
    text(key, `${label} (${currency})`, help, {
      disabled: quoteLocked && key !== 'deposit',
      slotProps: { htmlInput: { inputMode: 'decimal' } },
    });
  const rule = (key: 'inTimeCancelRule' | 'lateCancelRule' | 'noShowRule', label: string) => (
    <TextField
      select
      label={label}
      value={form[key]}
      onChange={(e) => set(key, e.target.value as ProjectCreditRule)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? 'What happens to the deposit held as credit'}
    >
      {ruleChoices.map(([value, words]) => (
        <MenuItem key={value} value={value}>
          Deposit {words}
        </MenuItem>
      ))}
    </TextField>
  );
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {text('title', 'Title', 'What the customer reads, e.g. "Koi half sleeve"', { required: true })}
      {text('description', 'Description', '', { multiline: true, minRows: 2 })}
      <Box sx={grid}>
        {text('placement', 'Placement', 'e.g. left forearm')}
        {text('size', 'Size', 'e.g. 20 × 10 cm')}
      </Box>
      <Box sx={grid}>
        {text('sessionCount', 'Sessions', errors.sessionCount ? '' : 'How many sessions it takes', {
          disabled: form.toBeDecided,
          slotProps: { htmlInput: { inputMode: 'numeric' } },
        })}
        <FormControlLabel
          control={
            <Checkbox checked={form.toBeDecided} onChange={(e) => set('toBeDecided', e.target.checked)} />
          }
          label="Number of sessions to be decided"
        />
      </Box>
      <Typography component="h3" sx={{ fontWeight: 600 }}>
        Quote
      </Typography>
      {quoteLocked && (
        <Typography color="text.secondary">
          The customer accepted this quote: it can no longer change.
        </Typography>
      )}
      <TextField
        select
        label="Quoted as"
        value={form.quoteKind}
        disabled={quoteLocked}
        onChange={(e) => set('quoteKind', e.target.value as TermsForm['quoteKind'])}
        error={Boolean(errors.quoteKind)}
        helperText={errors.quoteKind ?? ' '}
      >
        <MenuItem value="fixed">A fixed price</MenuItem>
        <MenuItem value="range">A range</MenuItem>
        <MenuItem value="hourly">Hourly, with an estimate</MenuItem>
      </TextField>
      <Box sx={grid}>
        {form.quoteKind === 'fixed' && money('amount', 'Price')}
        {form.quoteKind === 'range' && (
          <>
            {money('minAmount', 'From')}
            {money('maxAmount', 'To')}
          </>
        )}
        {form.quoteKind === 'hourly' && (
          <>
            {money('hourlyRate', 'Rate per hour')}
            {text('estimatedHours', 'Estimated hours', 'e.g. 6.5', {
              disabled: quoteLocked,
              slotProps: { htmlInput: { inputMode: 'decimal' } },
            })}
          </>
        )}
      </Box>
      <Typography component="h3" sx={{ fontWeight: 600 }}>
        Deposit and rules
      </Typography>
      <Box sx={grid}>
        {money('deposit', 'Deposit', '0 for none')}
        <TextField
          select
          label="The deposit counts towards"
          value={form.depositAppliesTo}
          onChange={(e) => set('depositAppliesTo', e.target.value as TermsForm['depositAppliesTo'])}
          error={Boolean(errors.depositAppliesTo)}
          helperText={errors.depositAppliesTo ?? ' '}
        >
          {Object.entries(depositSessionLabels).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        {text('healingGapDays', 'Healing gap (days)', 'The shortest time between two sessions', {
          slotProps: { htmlInput: { inputMode: 'numeric' } },
        })}
        {rule('inTimeCancelRule', 'Cancelled in time')}
        {rule('lateCancelRule', 'Cancelled late')}
        {rule('noShowRule', 'Not turned up')}
      </Box>
    </Box>
  );
}
