import { checkShopUrl, createBusiness } from '@linework/contract/endpoints/business';
import { createArtist, createService } from '@linework/contract/endpoints/catalog';
import { replaceArtistHours } from '@linework/contract/endpoints/staff-booking';
import type { Place } from '@linework/contract/places';
import type { MyBusiness } from '@linework/contract/users';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { call } from '../../../../lib/api-client.ts';
import { browserZone } from '../../../../lib/dates.ts';
import { currencyDigits } from '../../../../lib/money.ts';
import { AddressLookup } from './address-lookup.tsx';
import { FormError } from './form-error.tsx';
import { toMinor } from './format.ts';
import { LocationPicker, type Pin } from './location-picker.tsx';

const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

const zones = (): string[] => {
  const all = (Intl as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone');
  return all?.length ? all : ['Europe/Berlin', 'Europe/London', 'America/New_York', 'UTC'];
};
const currencies = [
  'EUR',
  'USD',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'JPY',
];

/** Step 1: the business itself, with its address on the map, its zone and its currency. */
export function BusinessStep({ onCreated }: { onCreated(b: MyBusiness): void }) {
  const [f, setF] = useState({
    name: '',
    shopUrl: '',
    addressLine: '',
    postalCode: '',
    city: '',
    country: '',
    timeZone: zones().includes(browserZone()) ? browserZone() : 'Europe/Berlin',
    currency: 'EUR',
  });
  const [urlEdited, setUrlEdited] = useState(false);
  const [placed, setPlaced] = useState<string | null>(null);
  const [pin, setPin] = useState<Pin>({ latitude: 52.52, longitude: 13.405 });
  const [urlCheck, setUrlCheck] = useState<{ shopUrl: string; free: boolean; problem: string | null } | null>(
    null,
  );
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setF((old) => ({
      ...old,
      [k]: value,
      ...(k === 'name' && !urlEdited ? { shopUrl: slugOf(value) } : {}),
    }));
  };
  /** A place from the lookup fills in where the shop is, its pin, its zone and its currency. */
  const choosePlace = (p: Place) => {
    setF((old) => ({
      ...old,
      addressLine: p.addressLine ?? old.addressLine,
      postalCode: p.postalCode ?? old.postalCode,
      city: p.city,
      country: p.country,
      timeZone: p.timeZone && zones().includes(p.timeZone) ? p.timeZone : old.timeZone,
      currency: p.currency ?? old.currency,
    }));
    setPin({ latitude: p.latitude, longitude: p.longitude });
    setPlaced(
      `Set from ${p.label}: the pin${p.timeZone ? `, ${p.timeZone.replaceAll('_', ' ')} time` : ''}${p.currency ? ` and ${p.currency}` : ''}. Check the street address and move the pin to your door if needed.`,
    );
  };
  const check = async () => {
    if (!f.shopUrl) return setUrlCheck(null);
    setUrlCheck(await call(checkShopUrl, { query: { shopUrl: f.shopUrl } }).catch(() => null));
  };
  const create = useMutation({
    mutationFn: () =>
      call(createBusiness, {
        body: { ...f, postalCode: f.postalCode || null, ...pin },
      }),
    onSuccess: onCreated,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  const urlHelp =
    urlCheck && urlCheck.shopUrl === f.shopUrl
      ? urlCheck.free
        ? `Free: your page will be /shop/${f.shopUrl}`
        : urlCheck.problem
      : 'Lower-case letters, digits and dashes';

  return (
    <Stack spacing={2} component="form" onSubmit={submit} noValidate aria-labelledby="business-step">
      <Typography variant="h2" id="business-step">
        1. Your shop
      </Typography>
      <TextField
        label="Shop name"
        value={f.name}
        onChange={set('name')}
        onBlur={() => void check()}
        required
      />
      <TextField
        label="Shop address on Linework"
        value={f.shopUrl}
        onChange={(e) => {
          setUrlEdited(true);
          set('shopUrl')(e);
        }}
        onBlur={() => void check()}
        required
        error={Boolean(urlCheck && urlCheck.shopUrl === f.shopUrl && !urlCheck.free)}
        helperText={<span aria-live="polite">{urlHelp}</span>}
      />
      <AddressLookup onChoose={choosePlace} />
      {placed && (
        <Typography role="status" color="text.secondary">
          {placed}
        </Typography>
      )}
      <TextField label="Street address" value={f.addressLine} onChange={set('addressLine')} required />
      <Stack direction="row" spacing={1}>
        <TextField label="Postal code" value={f.postalCode} onChange={set('postalCode')} />
        <TextField label="City" value={f.city} onChange={set('city')} required fullWidth />
      </Stack>
      <TextField
        label="Country code"
        value={f.country}
        onChange={set('country')}
        required
        helperText="Two letters, e.g. DE"
      />
      <LocationPicker pin={pin} onChange={setPin} />
      <TextField
        select
        label="Time zone"
        value={f.timeZone}
        onChange={set('timeZone')}
        slotProps={{ select: { native: true } }}
      >
        {zones().map((z) => (
          <option key={z} value={z}>
            {z.replaceAll('_', ' ')}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Currency"
        value={f.currency}
        onChange={set('currency')}
        slotProps={{ select: { native: true } }}
      >
        {(currencies.includes(f.currency) ? currencies : [f.currency, ...currencies]).map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </TextField>
      <FormError error={create.error} />
      <Box>
        <Button type="submit" variant="contained" loading={create.isPending}>
          Create the shop
        </Button>
      </Box>
    </Stack>
  );
}

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Step 2: the first artist (the owner or someone else) and the hours they work. */
export function ArtistStep(props: { business: MyBusiness; myName: string; onDone(artistId: string): void }) {
  const [who, setWho] = useState<'me' | 'other'>('me');
  const [name, setName] = useState(props.myName);
  const [days, setDays] = useState<number[]>([2, 3, 4, 5, 6]);
  const [opens, setOpens] = useState('11:00');
  const [closes, setCloses] = useState('19:00');
  const save = useMutation({
    mutationFn: async () => {
      const params = { businessId: props.business.businessId };
      const artist = await call(createArtist, { params, body: { displayName: name, isMe: who === 'me' } });
      await call(replaceArtistHours, {
        params: { ...params, artistId: artist.id },
        body: { intervals: days.map((weekday) => ({ weekday, opens, closes })) },
      });
      return artist.id;
    },
    onSuccess: props.onDone,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const toggle = (d: number) =>
    setDays((ds) => (ds.includes(d) ? ds.filter((x) => x !== d) : [...ds, d].sort()));
  return (
    <Stack spacing={2} component="form" onSubmit={submit} noValidate aria-labelledby="artist-step">
      <Typography variant="h2" id="artist-step">
        2. The first artist
      </Typography>
      <FormLabel id="who-label">Who tattoos here?</FormLabel>
      <RadioGroup
        aria-labelledby="who-label"
        value={who}
        onChange={(e) => {
          const value = e.target.value as 'me' | 'other';
          setWho(value);
          setName(value === 'me' ? props.myName : '');
        }}
      >
        <FormControlLabel value="me" control={<Radio />} label="Me" />
        <FormControlLabel value="other" control={<Radio />} label="Someone else" />
      </RadioGroup>
      <TextField label="Artist name" value={name} onChange={(e) => setName(e.target.value)} required />
      <FormGroup>
        <FormLabel component="legend">Working days ({props.business.timeZone})</FormLabel>
        {weekdays.map((d, i) => (
          <FormControlLabel
            key={d}
            control={<Checkbox checked={days.includes(i + 1)} onChange={() => toggle(i + 1)} />}
            label={d}
          />
        ))}
      </FormGroup>
      <Stack direction="row" spacing={1}>
        <TextField
          label="Opens"
          type="time"
          value={opens}
          onChange={(e) => setOpens(e.target.value)}
          fullWidth
        />
        <TextField
          label="Closes"
          type="time"
          value={closes}
          onChange={(e) => setCloses(e.target.value)}
          fullWidth
        />
      </Stack>
      <FormError error={save.error} />
      <Box>
        <Button type="submit" variant="contained" loading={save.isPending} disabled={days.length === 0}>
          Save the artist
        </Button>
      </Box>
    </Stack>
  );
}

/** Step 3: the first service customers can book with that artist. */
export function ServiceStep(props: { business: MyBusiness; artistId: string; onDone(): void }) {
  const digits = currencyDigits(props.business.currency);
  const [name, setName] = useState('');
  const [duration, setDuration] = useState('60');
  const [price, setPrice] = useState('');
  const [deposit, setDeposit] = useState('0');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (amounts: { priceAmount: number; depositAmount: number }) =>
      call(createService, {
        params: { businessId: props.business.businessId },
        body: {
          name,
          durationMinutes: Number(duration),
          priceKind: 'fixed',
          ...amounts,
          artistIds: [props.artistId],
        },
      }),
    onSuccess: props.onDone,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const priceAmount = toMinor(price, digits);
    const depositAmount = toMinor(deposit || '0', digits);
    if (priceAmount === null || depositAmount === null)
      return setProblem('Enter the price and deposit as numbers, e.g. 120.');
    setProblem(null);
    save.mutate({ priceAmount, depositAmount });
  };
  return (
    <Stack spacing={2} component="form" onSubmit={submit} noValidate aria-labelledby="service-step">
      <Typography variant="h2" id="service-step">
        3. The first service
      </Typography>
      <TextField
        label="Service name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        helperText="e.g. Small tattoo"
      />
      <TextField
        select
        label="Duration"
        value={duration}
        onChange={(e) => setDuration(e.target.value)}
        slotProps={{ select: { native: true } }}
      >
        {[30, 60, 90, 120, 180, 240].map((m) => (
          <option key={m} value={m}>
            {m < 60 ? `${m} min` : `${m / 60} h`}
          </option>
        ))}
      </TextField>
      <TextField
        label={`Price (${props.business.currency})`}
        value={price}
        onChange={(e) => setPrice(e.target.value)}
        inputMode="decimal"
        required
      />
      <TextField
        label={`Deposit (${props.business.currency})`}
        value={deposit}
        onChange={(e) => setDeposit(e.target.value)}
        inputMode="decimal"
      />
      {problem && <FormError error={new Error(problem)} />}
      <FormError error={save.error} />
      <Box>
        <Button type="submit" variant="contained" loading={save.isPending}>
          Save the service
        </Button>
      </Box>
    </Stack>
  );
}
