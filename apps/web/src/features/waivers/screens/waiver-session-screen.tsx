import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { wallClockTime } from '../../../lib/dates.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useWaiverSession, waiverSessionQuery } from '../api/get-waiver-session.ts';
import type { SignedReceipt } from '../api/sign-waiver.ts';
import { type OpenSession, WaiverSigning } from '../components/waiver-signing.tsx';

const day = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
const appointmentLine = (a: NonNullable<OpenSession['appointment']>) => {
  const [date] = a.localStart.split('T');
  const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  return `For ${a.serviceName} with ${a.artistName}, ${when} at ${wallClockTime(a.localStart)}.`;
};

function Done(props: { title: string; children: React.ReactNode; shop: { name: string; shopUrl: string } }) {
  return (
    <Stack spacing={2} alignItems="flex-start" sx={{ maxWidth: 640, mx: 'auto', py: 2 }}>
      <Typography variant="h1">{props.title}</Typography>
      {props.children}
      <Button component={RouterLink} to={`/shop/${props.shop.shopUrl}`} variant="outlined">
        Back to {props.shop.name}
      </Button>
    </Stack>
  );
}

/** shop/{shopUrl}/waiver-session/{sessionId}: sign the waiver on a phone, or see why it cannot be. */
export default function WaiverSessionScreen() {
  const { shopUrl = '', sessionId = '' } = useParams();
  const query = useWaiverSession(shopUrl, sessionId);
  const queryClient = useQueryClient();
  const [signed, setSigned] = useState<{
    receipt: SignedReceipt;
    shop: { name: string; shopUrl: string };
  } | null>(null);
  const view = query.data;
  usePageTitle(view ? `Sign your waiver for ${view.shop.name}` : 'Sign your waiver');
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: waiverSessionQuery(shopUrl, sessionId).queryKey });

  if (signed) {
    return (
      <Done title="Thank you, your waiver is signed" shop={signed.shop}>
        <Stack direction="row" spacing={1} alignItems="center">
          <CheckCircleIcon color="secondary" aria-hidden />
          <Typography>
            {signed.receipt.emailedTo
              ? `A PDF of exactly what you signed is on its way to ${signed.receipt.emailedTo}.`
              : 'The shop keeps a PDF of exactly what you signed.'}
          </Typography>
        </Stack>
        <Typography>There is nothing more to do here. See you at the shop.</Typography>
      </Done>
    );
  }
  return (
    <QueryState query={query} what="waiver link">
      {(session) => {
        if (session.status === 'signed') {
          return (
            <Done title="This waiver is already signed" shop={session.shop}>
              <Typography>
                It was signed on {day(session.signedAt)}, and a copy was emailed. There is nothing more to do
                here.
              </Typography>
            </Done>
          );
        }
        if (session.status === 'expired') {
          return (
            <Done title="This waiver link has expired" shop={session.shop}>
              <Typography>
                It stopped working on {day(session.expiredAt)}. Ask {session.shop.name} for a new link, or
                open your appointment page and choose “Sign the waiver” again: your answers so far are kept.
              </Typography>
            </Done>
          );
        }
        return (
          <Stack spacing={2} sx={{ maxWidth: 640, mx: 'auto' }}>
            <Stack spacing={0.5}>
              <Typography variant="h1">Sign your waiver for {session.shop.name}</Typography>
              {session.appointment && (
                <Typography color="text.secondary">{appointmentLine(session.appointment)}</Typography>
              )}
            </Stack>
            <WaiverSigning
              session={session}
              onGone={refresh}
              onSigned={(receipt) => setSigned({ receipt, shop: session.shop })}
            />
          </Stack>
        );
      }}
    </QueryState>
  );
}
