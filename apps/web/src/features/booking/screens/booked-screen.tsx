import type { AppointmentView } from '@linework/contract/appointments';
import { inStatusGroup } from '@linework/contract/appointments';
import ChatIcon from '@mui/icons-material/ChatBubbleOutline';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DirectionsIcon from '@mui/icons-material/Directions';
import DrawIcon from '@mui/icons-material/Draw';
import EventIcon from '@mui/icons-material/Event';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { ChangeTermsNotice } from '../../../components/change-terms.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SignInToContinue } from '../../../components/sign-in-to-continue.tsx';
import { browserZone, dateTimeIn } from '../../../lib/dates.ts';
import { formatDuration, formatMoney, formatPrice } from '../../../lib/money.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.tsx';
import { appointmentQuery } from '../api/get-appointment.ts';
import { useArrival } from '../api/get-arrival.ts';
import { useStartWaiverSession } from '../api/start-waiver-session.ts';
import { downloadCalendarFile } from '../components/appointment-actions.tsx';

/** A map search for the shop's address: opens the phone's maps app, or the map in a browser. */
const directionsUrl = (a: AppointmentView) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${a.shop.name}, ${a.shop.addressLine}, ${a.shop.city}`,
  )}`;

function NextStep(props: { icon: ReactNode; title: string; children?: ReactNode; action: ReactNode }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction="row" spacing={1.5} alignItems="flex-start">
        <Stack sx={{ color: 'primary.main', pt: 0.25 }} aria-hidden>
          {props.icon}
        </Stack>
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }} alignItems="flex-start">
          <Typography variant="h3" component="h3">
            {props.title}
          </Typography>
          {props.children}
          {props.action}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** Signing the shop's waiver, while it needs one and it is not signed yet. */
function WaiverStep({ a }: { a: AppointmentView }) {
  const arrival = useArrival(a.id);
  const start = useStartWaiverSession();
  const navigate = useNavigate();
  const [problem, setProblem] = useState('');
  const waiver = arrival.data?.waiver;
  if (!waiver?.required || waiver.signedAt) return null;
  const sign = async () => {
    setProblem('');
    try {
      const session = await start.mutateAsync(a.id);
      navigate(`/shop/${session.shopUrl}/waiver-session/${session.id}`);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <NextStep
      icon={<DrawIcon />}
      title="Sign the waiver"
      action={
        <Button variant="contained" onClick={() => void sign()} disabled={start.isPending}>
          Sign the waiver now
        </Button>
      }
    >
      <Typography>
        {a.shop.name} needs it before the tattoo. It takes a few minutes; have a photo ID ready.
      </Typography>
      {problem && <Alert severity="error">{problem}</Alert>}
    </NextStep>
  );
}

function Booked({ a, paymentId }: { a: AppointmentView; paymentId: string | null }) {
  const receiptId =
    paymentId ?? a.money.payments.find((p) => p.kind === 'deposit' && p.status === 'succeeded')?.id ?? null;
  const city = `${a.shop.city} time`;
  if (inStatusGroup('awaitingPayment', a.status)) {
    return (
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Typography variant="h1">Confirming your booking</Typography>
        <Alert severity="info" role="status">
          Your payment is being confirmed. This page updates by itself in a moment.
        </Alert>
      </Stack>
    );
  }
  if (a.status !== 'confirmed') {
    return (
      <Stack spacing={2} sx={{ maxWidth: 720 }} alignItems="flex-start">
        {/* The full width, so that with large text its long word wraps rather than running off. */}
        <Typography variant="h1" sx={{ alignSelf: 'stretch' }}>
          Your appointment
        </Typography>
        <Alert severity="info">This appointment is no longer booked.</Alert>
        <Button component={RouterLink} to={`/booking/${a.id}`} variant="contained">
          See the appointment
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} alignItems="center">
          <CheckCircleIcon color="secondary" fontSize="large" aria-hidden />
          <Typography variant="h1">You're booked</Typography>
        </Stack>
        <Typography>
          {a.service.name} with {a.artist.displayName} at {a.shop.name},{' '}
          <strong>
            {dateTimeIn(a.startsAt, a.shop.timeZone)} ({city})
          </strong>
          .
        </Typography>
        {browserZone() !== a.shop.timeZone && (
          <Typography variant="body2" color="text.secondary">
            {dateTimeIn(a.startsAt)} your time
          </Typography>
        )}
        <Typography color="text.secondary">
          {formatPrice({ ...a, priceKind: a.service.priceKind })} ·{' '}
          {formatDuration(a.service.durationMinutes)} · confirmation code {a.confirmationCode}
        </Typography>
        {a.money.balanceDue > 0 && (
          <Typography data-testid="balance-info">
            Left to pay: {formatMoney(a.money.balanceDue, a.currency)}
            {a.depositAmount > 0 ? ', after your deposit' : ''}. Nothing to do now: the shop asks for it when
            it is due.
          </Typography>
        )}
        <ChangeTermsNotice
          terms={a.terms}
          depositAmount={a.depositAmount}
          currency={a.currency}
          timeZone={a.shop.timeZone}
          city={a.shop.city}
        />
      </Stack>

      <Stack component="section" aria-labelledby="next-steps" spacing={1.5}>
        <Typography variant="h2" id="next-steps">
          Next steps
        </Typography>
        <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }}>
          <WaiverStep a={a} />
          <NextStep
            icon={<EventIcon />}
            title="Add it to your calendar"
            action={
              <Button variant="outlined" onClick={() => void downloadCalendarFile(a)}>
                Add to calendar
              </Button>
            }
          />
          <NextStep
            icon={<DirectionsIcon />}
            title="Find your way"
            action={
              <Button
                variant="outlined"
                href={directionsUrl(a)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Directions to ${a.shop.name} (opens a map)`}
              >
                Directions
              </Button>
            }
          >
            <Typography>
              {a.shop.addressLine}, {a.shop.city}
            </Typography>
          </NextStep>
          <NextStep
            icon={<ChatIcon />}
            title="Questions before your visit?"
            action={
              <Button
                variant="outlined"
                component={RouterLink}
                to={`/chat?shop=${a.shop.shopUrl}&appointment=${a.id}`}
              >
                Message the shop
              </Button>
            }
          />
          {receiptId && (
            <NextStep
              icon={<ReceiptIcon />}
              title="Your receipt"
              action={
                <Button variant="outlined" component={RouterLink} to={`/receipt/${receiptId}`}>
                  See the receipt
                </Button>
              }
            >
              <Typography>We emailed it to you too.</Typography>
            </NextStep>
          )}
        </Stack>
      </Stack>
      <Link component={RouterLink} to={`/booking/${a.id}`}>
        See or change your appointment
      </Link>
    </Stack>
  );
}

/** booking/{appointmentId}/booked: "You're booked", where paying lands, with what to do next. */
export default function BookedScreen() {
  usePageTitle("You're booked");
  const { appointmentId = '' } = useParams();
  const [params] = useSearchParams();
  const { user } = useSession();
  const query = useQuery({
    ...appointmentQuery(appointmentId),
    enabled: Boolean(user.data),
    // A payment's confirmation can trail the card by a moment (a webhook): look again until it lands.
    refetchInterval: (q) =>
      q.state.data && inStatusGroup('awaitingPayment', q.state.data.status) ? 2000 : false,
  });
  if (!user.isLoading && !user.data) {
    return (
      <SignInToContinue
        title="Your appointment"
        message="Sign in with the account you booked with to see your appointment."
      />
    );
  }
  return (
    <QueryState query={query} what="appointment">
      {(a) => <Booked a={a} paymentId={params.get('payment')} />}
    </QueryState>
  );
}
