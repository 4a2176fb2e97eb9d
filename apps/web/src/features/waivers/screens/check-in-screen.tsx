import type { CheckInTicket } from '@linework/contract/checkin';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { shopQuery } from '../../../lib/catalog-queries.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useStartCheckInLookup } from '../api/check-in-lookup.ts';
import { useCompleteCheckIn } from '../api/complete-check-in.ts';
import { useFindCheckIn } from '../api/find-check-in.ts';
import { getWaiverSession } from '../api/get-waiver-session.ts';
import { useOpenCheckInWaiver } from '../api/open-check-in-waiver.ts';
import { useVerifyCheckInCode } from '../api/verify-check-in-code.ts';
import { CodeEntry } from '../components/check-in/code-entry.tsx';
import { type FindBy, FindForm } from '../components/check-in/find-form.tsx';
import { FoundCard } from '../components/check-in/found-card.tsx';
import { QrScanButton } from '../components/check-in/qr-scanner.tsx';
import { useIdleReset } from '../components/check-in/use-idle-reset.ts';
import { WalkInForm } from '../components/check-in/walk-in-form.tsx';
import { Welcome } from '../components/check-in/welcome.tsx';
import { type OpenSession, WaiverSigning } from '../components/waiver-signing.tsx';

type Stage =
  | { kind: 'start' }
  | { kind: 'code-sent'; lookupId: string }
  | { kind: 'found'; ticket: CheckInTicket }
  | { kind: 'waiver'; ticket: CheckInTicket; session: OpenSession }
  | { kind: 'welcome'; title: string; message: string }
  | { kind: 'walk-in' };

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.status === 404 && error.code === 'NOT_FOUND'
    ? 'We could not find an appointment for today with this code. Check it, or ask at the desk.'
    : (error as Error).message;

function Door({
  shop,
}: {
  shop: { name: string; shopUrl: string; services: { id: string; name: string }[] };
}) {
  const [stage, setStage] = useState<Stage>({ kind: 'start' });
  const [error, setError] = useState('');
  const [params, setParams] = useSearchParams();
  const lookup = useStartCheckInLookup(shop.shopUrl);
  const verify = useVerifyCheckInCode(shop.shopUrl);
  const find = useFindCheckIn(shop.shopUrl);
  const openWaiver = useOpenCheckInWaiver(shop.shopUrl);
  const complete = useCompleteCheckIn(shop.shopUrl);
  const reset = useCallback(() => {
    setError('');
    setStage({ kind: 'start' });
    window.scrollTo({ top: 0 });
  }, []);
  useIdleReset(
    stage.kind !== 'start' && stage.kind !== 'welcome',
    stage.kind === 'waiver' ? 5 * 60_000 : 2 * 60_000,
    reset,
  );

  const showTicket = (ticket: CheckInTicket) => {
    setError('');
    setStage(
      ticket.checkedIn
        ? {
            kind: 'welcome',
            title: `Welcome back, ${ticket.firstName}`,
            message: 'You are already checked in. Take a seat.',
          }
        : { kind: 'found', ticket },
    );
  };
  const byPass = async (pass: string) => {
    setError('');
    try {
      showTicket(await find.mutateAsync({ by: 'pass', value: pass }));
    } catch (e) {
      setError(messageOf(e));
    }
  };

  // The QR code opened with a phone's own camera app lands here with its pass: use it once.
  const passInUrl = useRef(params.get('pass'));
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the address the screen opened with
  useEffect(() => {
    const pass = passInUrl.current;
    if (!pass) return;
    passInUrl.current = null;
    setParams({}, { replace: true });
    void byPass(pass);
  }, []);

  const onFind = async (by: FindBy, value: string) => {
    setError('');
    try {
      if (by === 'code') showTicket(await find.mutateAsync({ by, value }));
      else setStage({ kind: 'code-sent', lookupId: (await lookup.mutateAsync({ by, value })).lookupId });
    } catch (e) {
      setError(messageOf(e));
    }
  };
  const checkIn = async (ticket: CheckInTicket) => {
    setError('');
    try {
      const done = await complete.mutateAsync(ticket.ticket);
      setStage({
        kind: 'welcome',
        title: `Welcome, ${done.firstName}!`,
        message: 'You are checked in and your artist knows you are here. Take a seat.',
      });
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const signWaiver = async (ticket: CheckInTicket) => {
    setError('');
    try {
      const { sessionId } = await openWaiver.mutateAsync(ticket.ticket);
      const session = await getWaiverSession(shop.shopUrl, sessionId);
      if (session.status !== 'open')
        throw new Error('This waiver cannot be signed here. Please ask at the desk.');
      setStage({ kind: 'waiver', ticket, session });
    } catch (e) {
      setError((e as Error).message);
    }
  };

  switch (stage.kind) {
    case 'welcome':
      return <Welcome title={stage.title} message={stage.message} onDone={reset} />;
    case 'walk-in':
      return (
        <WalkInForm
          shopUrl={shop.shopUrl}
          services={shop.services as never}
          onBack={reset}
          onDone={(name) =>
            setStage({
              kind: 'welcome',
              title: `Thank you, ${name}`,
              message: 'Someone will be with you shortly.',
            })
          }
        />
      );
    case 'code-sent':
      return (
        <CodeEntry
          busy={verify.isPending}
          error={error}
          onBack={reset}
          onCode={async (code) => {
            setError('');
            try {
              showTicket(await verify.mutateAsync({ lookupId: stage.lookupId, code }));
            } catch (e) {
              setError((e as Error).message);
            }
          }}
        />
      );
    case 'found':
      return (
        <FoundCard
          ticket={stage.ticket}
          busy={openWaiver.isPending || complete.isPending}
          error={error}
          onNotMe={reset}
          onSign={() => void signWaiver(stage.ticket)}
          onCheckIn={() => void checkIn(stage.ticket)}
        />
      );
    case 'waiver':
      return (
        <WaiverSigning
          session={stage.session}
          onGone={reset}
          onSigned={() => {
            // Signed: from here on it is an appointment ready to check in (and to try again if that fails).
            const ticket = { ...stage.ticket, waiver: { ...stage.ticket.waiver, signed: true } };
            setStage({ kind: 'found', ticket });
            void checkIn(ticket);
          }}
        />
      );
    default:
      return (
        <Stack spacing={3}>
          <FindForm
            busy={find.isPending || lookup.isPending}
            error={error}
            onFind={(by, value) => void onFind(by, value)}
          />
          <QrScanButton onPass={(pass) => void byPass(pass)} />
          <Divider />
          <Button variant="text" size="large" onClick={() => setStage({ kind: 'walk-in' })}>
            No appointment? Walk in
          </Button>
        </Stack>
      );
  }
}

/** shop/{shopUrl}/check-in: the tablet at the shop's door. */
export default function CheckInScreen() {
  const { shopUrl = '' } = useParams();
  const query = useQuery(shopQuery(shopUrl));
  usePageTitle(query.data ? `Check in at ${query.data.name}` : 'Check in');
  return (
    <QueryState query={query} what="shop">
      {(shop) => (
        <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto' }}>
          <Stack spacing={0.5}>
            <Typography variant="h1">Check in at {shop.name}</Typography>
            <Typography color="text.secondary">Welcome! Let us know you are here.</Typography>
          </Stack>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
            <Door shop={shop} />
          </Paper>
        </Stack>
      )}
    </QueryState>
  );
}
