import type { Slot } from '@linework/contract/appointments';
import type { ServiceView } from '@linework/contract/catalog';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { ApiError } from '../../../lib/api-client.ts';
import { getAttribution } from '../../../lib/attribution.ts';
import { shopQuery } from '../../../lib/catalog-queries.ts';
import { formatMoney } from '../../../lib/money.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { appointmentKeys, availabilityKeys } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session.tsx';
import { openSignIn } from '../../../lib/sign-in.ts';
import { createAppointment } from '../api/create-appointment.ts';
import { availabilityQuery } from '../api/get-availability.ts';
import { dayLabel, ownTime, TimePicker } from '../components/time-picker.tsx';

const steps = ['Artist', 'Service', 'Time', 'Details'];
const shops = [
  { shopUrl: 'north-star-tattoo', name: 'North Star Tattoo' },
  { shopUrl: 'black-harbor-ink', name: 'Black Harbor Ink' },
  { shopUrl: 'kumo-tattoo', name: 'Kumo Tattoo' },
];

const price = (s: ServiceView) => (s.priceAmount ? formatMoney(s.priceAmount, s.currency) : 'Free');

/** One key per booking attempt, kept across reloads, so a retry never books twice. */
function attemptKey(params: URLSearchParams) {
  const storageKey = `linework.booking.${params.get('artist')}.${params.get('service')}.${params.get('start')}`;
  let key = sessionStorage.getItem(storageKey);
  if (!key) {
    key = crypto.randomUUID();
    sessionStorage.setItem(storageKey, key);
  }
  return key;
}

/**
 * booking/: artist → service → day and time → details → hold. Every choice lives in the URL, so
 * back, forward, reload and deep links from artist, shop and service pages all work.
 */
export default function BookingScreen() {
  usePageTitle('Book an appointment');
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const shopUrl = params.get('shop') ?? '';
  const artistId = params.get('artist') ?? '';
  const serviceId = params.get('service') ?? '';
  const start = params.get('start') ?? '';
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<{ message: string; alternatives?: Slot[] } | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setProblem(null);
    setParams(next);
  };

  const shop = useQuery({ ...shopQuery(shopUrl), enabled: Boolean(shopUrl) });
  const artist = shop.data?.artists.find((a) => a.id === artistId);
  const offered = shop.data?.services.filter((s) => s.artists.some((a) => a.id === artistId)) ?? [];
  const service = shop.data?.services.find((s) => s.id === serviceId);
  const times = useQuery({
    ...availabilityQuery({ shopUrl, artistId, serviceId }),
    enabled: Boolean(artist && service && !service.requiresRequest),
  });
  const step = !artist ? 0 : !service ? 1 : !start ? 2 : 3;

  const book = async () => {
    if (!(user.data || (await openSignIn('sign-up')))) return;
    setBusy(true);
    setProblem(null);
    try {
      const attribution = getAttribution() ?? undefined;
      const appointment = await createAppointment(
        { shopUrl, artistId, serviceId, start, notes: notes.trim() || undefined, attribution },
        attemptKey(params),
      );
      await queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
      // A held time goes straight on to paying its deposit; a free one is confirmed already.
      navigate(
        appointment.status === 'held'
          ? `/checkout?appointmentId=${appointment.id}&kind=deposit`
          : `/booking/${appointment.id}`,
      );
    } catch (error) {
      const e = error as ApiError;
      await queryClient.invalidateQueries({ queryKey: availabilityKeys.all });
      setProblem({
        message: e.message,
        alternatives: (e.details?.alternatives as Slot[] | undefined) ?? undefined,
      });
    } finally {
      setBusy(false);
    }
  };

  if (!shopUrl) {
    return (
      <Stack spacing={2}>
        <Typography variant="h1">Book an appointment</Typography>
        <Typography>Where would you like to get tattooed?</Typography>
        {shops.map((s) => (
          <Card key={s.shopUrl} variant="outlined">
            <CardActionArea sx={{ p: 2 }} onClick={() => choose({ shop: s.shopUrl })}>
              <Typography fontWeight={700}>{s.name}</Typography>
            </CardActionArea>
          </Card>
        ))}
        <Button component={RouterLink} to="/" sx={{ alignSelf: 'flex-start' }}>
          Search all artists and shops
        </Button>
      </Stack>
    );
  }
  if (shop.isPending) return <Skeleton variant="rounded" height={320} />;
  if (!shop.data) return <Alert severity="error">We could not load this shop. Please try again.</Alert>;
  const s = shop.data;

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Stack spacing={0.5}>
        <Typography variant="h1">Book at {s.name}</Typography>
        <Typography color="text.secondary">
          Times are in {s.address.city} time ({s.timeZone.replace('_', ' ')}).
        </Typography>
      </Stack>
      <Stepper activeStep={step} alternativeLabel aria-label="Booking steps">
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>

      <Stack component="section" aria-label="Artist" spacing={1}>
        <Typography variant="h2">Artist</Typography>
        <Stack direction="row" gap={1} flexWrap="wrap">
          {s.artists.map((a) => (
            <Chip
              key={a.id}
              avatar={<Avatar src={a.avatarUrl ?? undefined} alt="" />}
              label={a.booksOpen ? a.displayName : `${a.displayName} (books closed)`}
              disabled={!a.booksOpen}
              color={a.id === artistId ? 'primary' : 'default'}
              variant={a.id === artistId ? 'filled' : 'outlined'}
              aria-pressed={a.id === artistId}
              onClick={() =>
                choose({
                  artist: a.id,
                  service: offered.some((o) => o.id === serviceId) ? serviceId : null,
                  start: null,
                })
              }
            />
          ))}
        </Stack>
      </Stack>

      {artist && (
        <Stack component="section" aria-label="Service" spacing={1}>
          <Typography variant="h2">Service</Typography>
          {offered.map((o) => (
            <Card
              key={o.id}
              variant="outlined"
              sx={{ borderColor: o.id === serviceId ? 'primary.main' : undefined }}
            >
              <CardActionArea
                sx={{ p: 2 }}
                aria-pressed={o.id === serviceId}
                onClick={() =>
                  o.requiresRequest
                    ? navigate(`/shop/${s.shopUrl}/request?service=${o.id}&artist=${artistId}`)
                    : choose({ service: o.id, start: null })
                }
              >
                <Stack direction="row" justifyContent="space-between" gap={1}>
                  <Typography fontWeight={700}>{o.name}</Typography>
                  <Typography>{price(o)}</Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {o.durationMinutes} min ·{' '}
                  {o.depositAmount ? `${formatMoney(o.depositAmount, o.currency)} deposit` : 'No deposit'}
                  {o.requiresRequest ? ' · starts with a request' : ''}
                </Typography>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      )}

      {artist && service && (
        <Stack component="section" aria-label="Time" spacing={1}>
          <Typography variant="h2">Day and time</Typography>
          <TimePicker
            availability={times.data}
            selected={start}
            onSelect={(slot) => choose({ start: slot })}
          />
        </Stack>
      )}

      {artist && service && start && (
        <Stack component="section" aria-label="Details" spacing={2}>
          <Typography variant="h2">Details</Typography>
          <Typography>
            {service.name} with {artist.displayName},{' '}
            {new Intl.DateTimeFormat(undefined, {
              dateStyle: 'full',
              timeStyle: 'short',
              timeZone: s.timeZone,
            }).format(new Date(start))}{' '}
            ({s.address.city} time; {ownTime(start)} your time).
          </Typography>
          <TextField
            label="Notes for the artist (optional)"
            multiline
            minRows={3}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {problem && (
            <Alert severity="error">
              {problem.message}
              {problem.alternatives?.length ? (
                <Stack direction="row" gap={1} flexWrap="wrap" sx={{ mt: 1 }}>
                  {problem.alternatives.map((alt) => (
                    <Button
                      key={alt.start}
                      size="small"
                      variant="outlined"
                      onClick={() => choose({ start: alt.start })}
                    >
                      {dayLabel(alt.start.slice(0, 10))} {alt.localTime}
                    </Button>
                  ))}
                </Stack>
              ) : null}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary">
            {service.depositAmount
              ? `We hold this time for 10 minutes while you pay the ${formatMoney(service.depositAmount, service.currency)} deposit.`
              : 'No deposit: your appointment is confirmed right away.'}
          </Typography>
          <Button
            variant="contained"
            size="large"
            onClick={() => void book()}
            disabled={busy}
            sx={{ alignSelf: 'flex-start' }}
          >
            {user.data ? (service.depositAmount ? 'Hold this time' : 'Book this time') : 'Sign in to book'}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
