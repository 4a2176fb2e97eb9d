import { zoneLabel } from '@linework/contract/zone-label';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SignInToContinue } from '../../../components/sign-in-to-continue.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { dateTimeIn } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/money.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.tsx';
import { useAcceptOffer, useWaitlistOffer } from '../api/waitlists.ts';

/** Minutes and seconds until `iso`, ticking each second; 0 once past. */
function useTimeLeft(iso: string) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Date.parse(iso) - now);
}

const countdown = (ms: number) => {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h ? `${h} h ${m} min` : `${m} min ${String(s).padStart(2, '0')} s`;
};

const gone = (
  <Alert severity="warning" role="alert">
    This time has gone: someone else booked it first. You are still on the waitlist; we will tell you when
    another time frees.
  </Alert>
);

/** waitlist/offers/:offerId: a freed time held for the customer, with a countdown and Book it. */
export default function OfferScreen() {
  const { offerId = '' } = useParams();
  const { user } = useSession();
  const offer = useWaitlistOffer(offerId, Boolean(user.data));
  const accept = useAcceptOffer(offerId);
  const navigate = useNavigate();
  usePageTitle('A time for you');
  if (user.isLoading) return <CenteredSpinner label="Loading the offer" />;
  if (!user.data)
    return (
      <SignInToContinue
        title="A time for you"
        message="Sign in to see the time offered to you and book it."
      />
    );
  return (
    <Stack spacing={2} sx={{ maxWidth: 640, mx: 'auto', width: '100%' }}>
      <QueryState query={offer} what="offer">
        {(o) => (
          <OfferBody
            offer={o}
            accepting={accept.isPending}
            goneNow={accept.error instanceof ApiError && accept.error.code === 'TIME_GONE'}
            error={
              accept.error && !(accept.error instanceof ApiError && accept.error.code === 'TIME_GONE')
                ? accept.error
                : null
            }
            onAccept={() =>
              accept.mutate(undefined, {
                onSuccess: (booked) =>
                  navigate(
                    booked.status === 'held'
                      ? `/checkout?appointmentId=${booked.appointmentId}&kind=deposit`
                      : `/booking/${booked.appointmentId}/booked`,
                  ),
              })
            }
          />
        )}
      </QueryState>
    </Stack>
  );
}

function OfferBody({
  offer: o,
  accepting,
  goneNow,
  error,
  onAccept,
}: {
  offer: NonNullable<ReturnType<typeof useWaitlistOffer>['data']>;
  accepting: boolean;
  goneNow: boolean;
  error: Error | null;
  onAccept(): void;
}) {
  const left = useTimeLeft(o.expiresAt);
  const when = `${dateTimeIn(o.startsAt, o.timeZone)} (${zoneLabel(o.startsAt, o.timeZone)})`;
  const open = o.state === 'offered' && left > 0 && !goneNow;
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
        {o.state === 'accepted' ? 'You booked this time' : 'A time opened for you'}
      </Typography>
      <Typography>
        {o.what} with {o.artistName} at {o.shopName}
      </Typography>
      <Typography fontWeight={700} fontSize="1.2rem">
        {when}
      </Typography>
      {open && (
        <>
          <Typography>
            Held for you for <span>{countdown(left)}</span> more.
            {o.depositAmount > 0 && ` A deposit of ${formatMoney(o.depositAmount, o.currency)} books it.`}
          </Typography>
          {error && (
            <Alert severity="error" role="alert">
              {error.message}
            </Alert>
          )}
          <Button
            variant="contained"
            size="large"
            onClick={onAccept}
            disabled={accepting}
            sx={{ alignSelf: 'flex-start' }}
          >
            {accepting ? 'Booking…' : 'Book it'}
          </Button>
        </>
      )}
      {(goneNow || o.state === 'gone') && gone}
      {o.state === 'expired' || (o.state === 'offered' && left === 0 && !goneNow) ? (
        <Alert severity="info" role="status">
          This offer ran out and the time went to the next person waiting. You are still on the waitlist.
        </Alert>
      ) : null}
      {o.state === 'accepted' && o.appointmentId && (
        <Button
          component={RouterLink}
          to={`/booking/${o.appointmentId}`}
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
        >
          See the appointment
        </Button>
      )}
      <Button component={RouterLink} to="/account/waitlists" sx={{ alignSelf: 'flex-start' }}>
        My waitlists
      </Button>
    </>
  );
}
