import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { shopFlashQuery, shopQuery } from '../../../lib/catalog-queries.ts';
import { formatDuration, formatPrice } from '../../../lib/money.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { availabilityQuery } from '../api/get-availability.ts';
import { ArtistChoice } from '../components/artist-choice.tsx';
import { BookingDetails } from '../components/booking-details.tsx';
import { ClaimHold, flashService } from '../components/flash-choice.tsx';
import { preselect } from '../components/preselect.ts';
import { ServiceChoice } from '../components/service-choice.tsx';
import { TimePicker } from '../components/time-picker.tsx';
import { useBookAppointment } from '../components/use-book-appointment.ts';
import { useBookingChoices } from '../components/use-booking-choices.ts';

const steps = ['Artist', 'Service', 'Time', 'Details'];

/**
 * booking/: artist → service → day and time → details → hold. Every choice lives in the URL
 * (useBookingChoices); booking itself is useBookAppointment.
 */
export default function BookingScreen() {
  usePageTitle('Book an appointment');
  const navigate = useNavigate();
  const {
    shopUrl,
    start,
    flashSizeId,
    flashClaimId,
    claimHeldUntil,
    choose: chooseInUrl,
    ...inUrl
  } = useBookingChoices();
  const shop = useQuery({ ...shopQuery(shopUrl), enabled: Boolean(shopUrl) });
  // A flash size (from a flash sheet or a drop's claim) books its design's service at its own length and price.
  const flash = useQuery({ ...shopFlashQuery(shopUrl), enabled: Boolean(shopUrl && flashSizeId) });
  // "Book" on a service card names the service; with one artist (or one who does it) and one
  // service, nothing is left to pick.
  const { artistId, serviceId } = shop.data ? preselect(shop.data, inUrl) : inUrl;
  const booking = useBookAppointment({ shopUrl, artistId, serviceId, start, flashSizeId, flashClaimId });
  const choose = (changes: Record<string, string | null>) => {
    booking.clearProblem();
    // What was preselected goes into the address with the next choice, so a reload keeps it.
    chooseInUrl({ artist: artistId, service: serviceId, ...changes });
  };

  const artist = shop.data?.artists.find((a) => a.id === artistId);
  const offered = shop.data?.services.filter((s) => s.artists.some((a) => a.id === artistId)) ?? [];
  const listed = shop.data?.services.find((s) => s.id === serviceId);
  const service = listed && flashSizeId ? flashService(listed, flash.data, flashSizeId) : listed;
  const times = useQuery({
    ...availabilityQuery({ shopUrl, artistId, serviceId, ...(flashSizeId && { flashSizeId }) }),
    enabled: Boolean(artist && service && !service.requiresRequest),
  });
  const step = !artist ? 0 : !service ? 1 : !start ? 2 : 3;

  // Booking starts from an artist, shop or service page, which put the shop in the address.
  if (!shopUrl) {
    return (
      <Stack spacing={2}>
        <Typography variant="h1">Book an appointment</Typography>
        <Typography>
          Find the artist or shop you would like to book, then choose Book on their page.
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Search all artists and shops
        </Button>
      </Stack>
    );
  }
  if (shop.isPending || (flashSizeId && flash.isPending)) return <Skeleton variant="rounded" height={320} />;
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
      {flashSizeId && service && service !== listed && (
        <Alert severity="info" role="none">
          You are booking {service.name}: {formatPrice(service)} · {formatDuration(service.durationMinutes)}.
        </Alert>
      )}
      {flashClaimId && claimHeldUntil && <ClaimHold until={claimHeldUntil} />}
      {/* A list whose current step says so (aria-current) and whose done steps say they are done;
          the circles number the steps, so the list prints no markers of its own. */}
      <Stepper
        activeStep={step}
        alternativeLabel
        aria-label="Booking steps"
        component="ol"
        sx={{
          pl: 0,
          listStyle: 'none',
          // Four steps share a phone's width even with large text: a label breaks (hyphenated) in its own column.
          '& .MuiStep-root': { minWidth: 0, px: 0.5 },
          '& .MuiStepLabel-label': { hyphens: 'auto', overflowWrap: 'anywhere' },
        }}
      >
        {steps.map((label, i) => (
          <Step key={label} component="li" aria-current={i === step ? 'step' : undefined}>
            <StepLabel>
              {label}
              {i < step && <span style={visuallyHidden}> (done)</span>}
            </StepLabel>
          </Step>
        ))}
      </Stepper>

      <ArtistChoice
        artists={s.artists}
        selected={artistId}
        onSelect={(id) =>
          choose({
            artist: id,
            // The chosen service stays when the newly chosen artist does it too.
            service: service?.artists.some((a) => a.id === id) ? serviceId : null,
            start: null,
            flash: null,
            claim: null,
            hold: null,
          })
        }
      />

      {artist && (
        <ServiceChoice
          services={offered}
          selected={serviceId}
          onSelect={(o) =>
            o.requiresRequest
              ? navigate(`/shop/${s.shopUrl}/request?service=${o.id}&artist=${artistId}`)
              : choose({
                  service: o.id,
                  start: null,
                  // Another service is no longer the flash size chosen.
                  ...(o.id !== serviceId && { flash: null, claim: null, hold: null }),
                })
          }
        />
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
        <BookingDetails
          shop={s}
          service={service}
          artistName={artist.displayName}
          start={start}
          terms={times.data?.days.flatMap((d) => d.slots).find((slot) => slot.start === start)?.terms}
          booking={booking}
          onChooseStart={(alt) => choose({ start: alt })}
        />
      )}
    </Stack>
  );
}
