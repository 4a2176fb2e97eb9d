import { maxOfferedTimes, type ShopRequestView } from '@linework/contract/requests';
import type { MyBusiness } from '@linework/contract/users';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { CenteredSpinner } from '../../../../components/centered-spinner.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { dayLabel, dayTimeIn, timeIn } from '../../../../lib/dates.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { toast } from '../../../../lib/toast.ts';
import { useFreeTimes, useOfferTimes, useShopCatalogue } from '../../api/requests.ts';

type Picked = { start: string; end: string };

const daysShown = 7;

/** Today's date (YYYY-MM-DD) in the shop's zone, and dates some days on. */
const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
const plusDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const expiryChoices = [
  [24, 'One day'],
  [48, 'Two days'],
  [72, 'Three days'],
  [168, 'A week'],
] as const;

const overlaps = (a: Picked, b: Picked) => a.start < b.end && b.start < a.end;

/**
 * Offers up to four times for a request: the artist and service, then a week of the artist's real
 * free times (the public availability, computed by the same rules the offer is checked with), with
 * the service's deposit and price as the server has them.
 */
export function OfferPicker({ request, business }: { request: ShopRequestView; business: MyBusiness }) {
  const { businessId, shopUrl, timeZone, role } = business;
  const catalogue = useShopCatalogue(shopUrl);
  const offer = useOfferTimes(businessId, request.id);
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

  const today = todayIn(timeZone);
  const [from, setFrom] = useState(today);
  const to = plusDays(from, daysShown - 1);
  const free = useFreeTimes(businessId, {
    shopUrl,
    artistId,
    serviceId: service?.id ?? '',
    from,
    to,
  });
  const [dayChoice, setDayChoice] = useState<string | null>(null);
  const days = free.data?.days ?? [];
  const day = days.find((d) => d.date === dayChoice) ?? days.find((d) => d.slots.length > 0);

  const [picked, setPicked] = useState<Picked[]>([]);
  const [message, setMessage] = useState('');
  const [expiresInHours, setExpiresInHours] = useState<number>(72);
  const [problem, setProblem] = useState('');

  const resetTimes = () => {
    setPicked([]);
    setDayChoice(null);
    setProblem('');
  };
  const toggle = (slot: Picked) =>
    setPicked((now) =>
      now.some((p) => p.start === slot.start)
        ? now.filter((p) => p.start !== slot.start)
        : [...now, slot].sort((a, b) => a.start.localeCompare(b.start)),
    );

  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!service || picked.length === 0) return setProblem('Choose at least one free time to offer.');
    setProblem('');
    try {
      await offer.mutateAsync({
        artistId,
        serviceId: service.id,
        starts: picked.map((p) => p.start),
        expiresInHours,
        ...(message.trim() && { message: message.trim() }),
      });
      toast.success(`${picked.length === 1 ? 'The time was' : `${picked.length} times were`} offered.`);
      setPicked([]);
    } catch (error) {
      setProblem((error as Error).message);
      if (error instanceof ApiError && error.code === 'SLOT_TAKEN') setPicked([]);
    }
  };

  if (catalogue.isPending) return <CenteredSpinner label="Loading the artists and services" />;
  if (catalogue.error) return <Alert severity="error">{catalogue.error.message}</Alert>;
  if (artists.length === 0 || !service)
    return (
      <Alert severity="info">
        {role === 'artist'
          ? 'You have no service at this shop yet, so there is nothing to offer. Ask the owner to add you to one.'
          : 'No artist of the shop offers a service yet. Add one under Shop and services first.'}
      </Alert>
    );

  const full = picked.length >= maxOfferedTimes;
  return (
    <Stack component="form" spacing={2} onSubmit={send} noValidate aria-label="Offer times">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Artist"
          value={artistId}
          onChange={(e) => {
            setArtistChoice(e.target.value);
            setServiceChoice(null);
            resetTimes();
          }}
          disabled={artists.length === 1}
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
          label="Service"
          value={service.id}
          onChange={(e) => {
            setServiceChoice(e.target.value);
            resetTimes();
          }}
          sx={{ minWidth: 240, flexGrow: 1 }}
        >
          {artistServices.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name} ({s.durationMinutes} min)
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      <Typography>
        Deposit <strong>{formatMoney(service.depositAmount, service.currency)}</strong> · Price{' '}
        {service.priceKind === 'from' ? 'from ' : ''}
        {formatMoney(service.priceAmount, service.currency)}
        {service.priceKind === 'hourly' ? ' an hour' : ''}
        <Typography component="span" variant="body2" color="text.secondary">
          {' '}
          — the customer pays the deposit when they choose a time.
        </Typography>
      </Typography>

      <Stack spacing={1} role="group" aria-labelledby="free-days-label">
        <Stack direction="row" alignItems="center" justifyContent="space-between" gap={1} flexWrap="wrap">
          <Typography id="free-days-label" fontWeight={600}>
            Free times, {dayLabel(from)} to {dayLabel(to)} ({timeZone.replace('_', ' ')} time)
          </Typography>
          <Stack direction="row" gap={1}>
            <Button
              size="small"
              disabled={from <= today}
              onClick={() => {
                setFrom(plusDays(from, -daysShown) < today ? today : plusDays(from, -daysShown));
                setDayChoice(null);
              }}
            >
              Earlier days
            </Button>
            <Button
              size="small"
              onClick={() => {
                setFrom(plusDays(from, daysShown));
                setDayChoice(null);
              }}
            >
              Later days
            </Button>
          </Stack>
        </Stack>
        {free.isPending ? (
          <CenteredSpinner label="Loading the free times" />
        ) : free.error ? (
          <Alert severity="error">{free.error.message}</Alert>
        ) : (
          <>
            <Box sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5 }}>
              {days.map((d) => (
                <Button
                  key={d.date}
                  variant={d.date === day?.date ? 'contained' : 'outlined'}
                  aria-pressed={d.date === day?.date}
                  disabled={d.slots.length === 0}
                  onClick={() => setDayChoice(d.date)}
                  sx={{ flexShrink: 0, flexDirection: 'column', lineHeight: 1.3, textTransform: 'none' }}
                >
                  <span>{dayLabel(d.date)}</span>
                  <Typography component="span" variant="caption">
                    {d.slots.length === 0 ? 'None free' : `${d.slots.length} free`}
                  </Typography>
                </Button>
              ))}
            </Box>
            {day ? (
              <Box
                role="group"
                aria-label={`Free times on ${dayLabel(day.date)}`}
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
              >
                {day.slots.map((slot) => {
                  const chosen = picked.some((p) => p.start === slot.start);
                  const clash = !chosen && picked.some((p) => overlaps(p, slot));
                  return (
                    <Button
                      key={slot.start}
                      size="small"
                      variant={chosen ? 'contained' : 'outlined'}
                      color={chosen ? 'secondary' : 'primary'}
                      aria-pressed={chosen}
                      disabled={!chosen && (full || clash)}
                      onClick={() => toggle(slot)}
                    >
                      {timeIn(slot.start, timeZone)}
                    </Button>
                  );
                })}
              </Box>
            ) : (
              <Alert severity="info">No free time for this service in these days. Try later days.</Alert>
            )}
          </>
        )}
      </Stack>

      <Stack spacing={1} component="section" aria-labelledby="picked-label">
        <Typography id="picked-label" fontWeight={600}>
          Times to offer ({picked.length} of {maxOfferedTimes})
        </Typography>
        {picked.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Choose up to {maxOfferedTimes} times above; the customer picks one of them.
          </Typography>
        ) : (
          <Box component="ul" aria-label="Times to offer" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {picked.map((p) => (
              <Box component="li" key={p.start} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography>{dayTimeIn(p.start, timeZone)}</Typography>
                <IconButton
                  size="small"
                  aria-label={`Remove ${dayTimeIn(p.start, timeZone)}`}
                  onClick={() => toggle(p)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Box>
        )}
      </Stack>

      <TextField
        label="Message to the customer (optional)"
        multiline
        minRows={2}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <TextField
        select
        label="The customer has this long to choose"
        value={expiresInHours}
        onChange={(e) => setExpiresInHours(Number(e.target.value))}
        sx={{ maxWidth: 320 }}
        helperText="The times stay held for the customer until then."
      >
        {expiryChoices.map(([hours, label]) => (
          <MenuItem key={hours} value={hours}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={offer.isPending || picked.length === 0}
        sx={{ alignSelf: 'flex-start' }}
      >
        {picked.length > 1 ? `Offer ${picked.length} times` : 'Offer this time'}
      </Button>
    </Stack>
  );
}
