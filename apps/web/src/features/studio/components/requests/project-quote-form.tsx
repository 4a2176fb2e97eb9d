import type { CreateProjectBody } from '@linework/contract/projects';
import type { ShopRequestView } from '@linework/contract/requests';
import { bodyAreaLabels } from '@linework/contract/requests';
import type { MyBusiness } from '@linework/contract/users';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api-client.ts';
import { currencyDigits } from '../../../../lib/money.ts';
import { toast } from '../../../../lib/toast.ts';
import { useCreateProject } from '../../api/projects.ts';
import { useShopCatalogue } from '../../api/requests.ts';
import { toMinor } from '../catalogue/format.ts';

type QuoteKind = 'fixed' | 'range' | 'hourly';

/**
 * Answers a request with a project: a tattoo of several sessions (or a number to be decided), one
 * quote (fixed, a range, or hourly with an estimate) and a deposit credited to the first, the last
 * or every session. The customer accepts it, pays the deposit and books from the project's page.
 */
export function ProjectQuoteForm({
  request,
  business,
  onQuoted,
}: {
  request: ShopRequestView;
  business: MyBusiness;
  onQuoted: () => void;
}) {
  const { businessId, shopUrl, role } = business;
  const catalogue = useShopCatalogue(shopUrl);
  const create = useCreateProject(businessId);
  const key = useRef(crypto.randomUUID());
  const digits = currencyDigits(request.currency);
  const services = (catalogue.data?.services ?? []).filter((s) => s.active);
  const artists = useMemo(() => {
    const all = new Map<string, string>();
    for (const s of catalogue.data?.services ?? []) for (const a of s.artists) all.set(a.id, a.displayName);
    const list = [...all].map(([id, displayName]) => ({ id, displayName }));
    return role === 'artist' ? list.filter((a) => a.id === business.artistId) : list;
  }, [catalogue.data, role, business.artistId]);

  const [artistChoice, setArtistChoice] = useState<string | null>(null);
  const artistId =
    artistChoice ?? (artists.find((a) => a.id === request.preferredArtist?.id) ?? artists[0])?.id ?? '';
  const artistServices = services.filter((s) => s.artists.some((a) => a.id === artistId));
  const [serviceChoice, setServiceChoice] = useState<string | null>(null);
  const service =
    artistServices.find((s) => s.id === serviceChoice) ??
    artistServices.find((s) => s.id === request.service?.id) ??
    artistServices.find((s) => s.requiresRequest) ??
    artistServices[0];

  const [title, setTitle] = useState(
    `${request.style} on the ${bodyAreaLabels[request.placement].toLowerCase()}`,
  );
  const [sessions, setSessions] = useState('3');
  const [undecided, setUndecided] = useState(false);
  const [kind, setKind] = useState<QuoteKind>('fixed');
  const [amount, setAmount] = useState('');
  const [maxAmount, setMaxAmount] = useState('');
  const [rate, setRate] = useState('');
  const [hours, setHours] = useState('');
  const [deposit, setDeposit] = useState('');
  const [appliesTo, setAppliesTo] = useState<'first' | 'last' | 'spread'>('first');
  const [healing, setHealing] = useState('21');
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);

  const apiFields = create.error instanceof ApiError ? (create.error.details?.fields ?? {}) : {};
  const fieldError = (name: string) => (problem?.field === name ? problem.message : undefined);

  function money(text: string, field: string, what: string): number | undefined {
    const minor = toMinor(text, digits);
    if (minor === null) {
      setProblem({ field, message: `Enter ${what} as a number, e.g. 450 or 450.50.` });
      return undefined;
    }
    return minor;
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    setProblem(null);
    if (!title.trim()) return setProblem({ field: 'title', message: 'Give the project a name.' });
    const count = undecided ? null : Number(sessions);
    if (count !== null && !(Number.isInteger(count) && count >= 1 && count <= 20))
      return setProblem({ field: 'sessions', message: 'Enter a number of sessions from 1 to 20.' });
    let quote: CreateProjectBody['quote'];
    if (kind === 'fixed') {
      const a = money(amount, 'amount', 'the price');
      if (a === undefined) return;
      quote = { kind, amount: a };
    } else if (kind === 'range') {
      const a = money(amount, 'amount', 'the lowest price');
      if (a === undefined) return;
      const b = money(maxAmount, 'maxAmount', 'the highest price');
      if (b === undefined) return;
      if (b < a)
        return setProblem({ field: 'maxAmount', message: 'The highest price must be at least the lowest.' });
      quote = { kind, minAmount: a, maxAmount: b };
    } else {
      const r = money(rate, 'rate', 'the hourly rate');
      if (r === undefined) return;
      const h = Number(hours.replace(',', '.'));
      if (!(h > 0 && h <= 200))
        return setProblem({ field: 'hours', message: 'Estimate the hours, e.g. 6 or 6.5.' });
      quote = { kind, hourlyRateAmount: r, estimatedTenthHours: Math.round(h * 10) };
    }
    const d = deposit.trim() ? money(deposit, 'deposit', 'the deposit') : 0;
    if (d === undefined) return;
    const gap = Number(healing);
    if (!(Number.isInteger(gap) && gap >= 0 && gap <= 365))
      return setProblem({ field: 'healing', message: 'Enter the days between sessions, from 0 to 365.' });
    if (!service) return setProblem({ field: 'service', message: 'This artist offers no service to quote.' });
    create.mutate(
      {
        key: key.current,
        body: {
          requestId: request.id,
          artistId,
          serviceId: service.id,
          title: title.trim(),
          sessionCount: count,
          quote,
          depositAmount: d,
          depositAppliesTo: appliesTo,
          healingGapDays: gap,
        },
      },
      {
        onSuccess: () => {
          key.current = crypto.randomUUID();
          toast.success(`The quote is on its way to ${request.contactName}.`);
          onQuoted();
        },
      },
    );
  }

  if (catalogue.isPending) return <Typography>Loading the shop’s artists and services…</Typography>;
  if (catalogue.error) return <Alert severity="error">{catalogue.error.message}</Alert>;

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Quote as a project">
      <Typography variant="body2" color="text.secondary">
        For a piece of several sessions: one quote and one deposit. {request.contactName} accepts it, pays the
        deposit and books each session from the project’s page.
      </Typography>
      <TextField
        label="Project name"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={Boolean(fieldError('title') ?? apiFields.title)}
        helperText={fieldError('title') ?? apiFields.title}
        slotProps={{ htmlInput: { maxLength: 80 } }}
        required
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={2}>
        <TextField
          select
          label="Artist"
          value={artistId}
          onChange={(e) => {
            setArtistChoice(e.target.value);
            setServiceChoice(null);
          }}
          sx={{ minWidth: 200 }}
        >
          {artists.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.displayName}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Service for each session"
          value={service?.id ?? ''}
          onChange={(e) => setServiceChoice(e.target.value)}
          error={Boolean(fieldError('service'))}
          helperText={fieldError('service')}
          sx={{ minWidth: 220 }}
        >
          {artistServices.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction="row" gap={2} alignItems="center" flexWrap="wrap">
        <TextField
          label="Number of sessions"
          type="number"
          value={undecided ? '' : sessions}
          disabled={undecided}
          onChange={(e) => setSessions(e.target.value)}
          error={Boolean(fieldError('sessions'))}
          helperText={fieldError('sessions')}
          slotProps={{ htmlInput: { min: 1, max: 20, inputMode: 'numeric' } }}
          sx={{ width: 180 }}
        />
        <FormControlLabel
          control={<Checkbox checked={undecided} onChange={(e) => setUndecided(e.target.checked)} />}
          label="To be decided"
        />
      </Stack>
      <TextField
        select
        label="Quote"
        value={kind}
        onChange={(e) => setKind(e.target.value as QuoteKind)}
        sx={{ maxWidth: 260 }}
      >
        <MenuItem value="fixed">Fixed price</MenuItem>
        <MenuItem value="range">Price range</MenuItem>
        <MenuItem value="hourly">Hourly, with an estimate</MenuItem>
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={2}>
        {kind !== 'hourly' && (
          <TextField
            label={kind === 'fixed' ? `Price (${request.currency})` : `Lowest price (${request.currency})`}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={Boolean(fieldError('amount'))}
            helperText={fieldError('amount')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        )}
        {kind === 'range' && (
          <TextField
            label={`Highest price (${request.currency})`}
            value={maxAmount}
            onChange={(e) => setMaxAmount(e.target.value)}
            error={Boolean(fieldError('maxAmount'))}
            helperText={fieldError('maxAmount')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        )}
        {kind === 'hourly' && (
          <>
            <TextField
              label={`Hourly rate (${request.currency})`}
              value={rate}
              onChange={(e) => setRate(e.target.value)}
              error={Boolean(fieldError('rate'))}
              helperText={fieldError('rate')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              label="Estimated hours"
              value={hours}
              onChange={(e) => setHours(e.target.value)}
              error={Boolean(fieldError('hours'))}
              helperText={fieldError('hours')}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} gap={2}>
        <TextField
          label={`Deposit (${request.currency})`}
          value={deposit}
          onChange={(e) => setDeposit(e.target.value)}
          error={Boolean(fieldError('deposit'))}
          helperText={fieldError('deposit') ?? 'Leave empty for none'}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          select
          label="The deposit counts towards"
          value={appliesTo}
          onChange={(e) => setAppliesTo(e.target.value as typeof appliesTo)}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="first">The first session</MenuItem>
          <MenuItem value="last">The last session</MenuItem>
          <MenuItem value="spread">Spread over every session</MenuItem>
        </TextField>
        <TextField
          label="Days to heal between sessions"
          type="number"
          value={healing}
          onChange={(e) => setHealing(e.target.value)}
          error={Boolean(fieldError('healing'))}
          helperText={fieldError('healing')}
          slotProps={{ htmlInput: { min: 0, max: 365, inputMode: 'numeric' } }}
        />
      </Stack>
      {create.error && !problem && (
        <Alert severity="error" role="alert">
          {create.error.message}
        </Alert>
      )}
      <Button type="submit" variant="contained" loading={create.isPending} sx={{ alignSelf: 'flex-start' }}>
        Send the quote
      </Button>
    </Stack>
  );
}
