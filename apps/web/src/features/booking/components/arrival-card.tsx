import type { AppointmentView } from '@linework/contract/appointments';
import { inStatusGroup } from '@linework/contract/appointments';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useArrival } from '../api/get-arrival.ts';
import { useStartWaiverSession } from '../api/start-waiver-session.ts';

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * Getting ready: sign the shop's waiver from here, and the QR code to check in at the door. Once
 * checked in (or the visit is over) there is nothing left to get ready for.
 */
export function ArrivalCard({ a }: { a: AppointmentView }) {
  const arrival = useArrival(a.id);
  const start = useStartWaiverSession();
  const navigate = useNavigate();
  const [problem, setProblem] = useState('');
  if (!arrival.data || !inStatusGroup('open', a.status)) return null;
  const { waiver, checkIn } = arrival.data;
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
    <Paper variant="outlined" component="section" aria-labelledby="arrival-title" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography id="arrival-title" variant="h2">
          Before you come
        </Typography>
        {waiver.required &&
          (waiver.signedAt ? (
            <Stack direction="row" spacing={1} alignItems="center">
              <CheckCircleIcon color="secondary" aria-hidden />
              <Typography>
                Waiver signed on{' '}
                {new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(waiver.signedAt))}.
              </Typography>
            </Stack>
          ) : (
            inStatusGroup('open', a.status) && (
              <Stack spacing={1} alignItems="flex-start">
                <Typography>
                  {a.shop.name} needs your signed waiver before the tattoo. It takes a few minutes on your
                  phone; have a photo ID ready.{' '}
                  <Link component={RouterLink} to={`/shop/${a.shop.shopUrl}/preview-waiver`}>
                    Read it first
                  </Link>
                  .
                </Typography>
                <Button variant="contained" onClick={() => void sign()} disabled={start.isPending}>
                  Sign the waiver
                </Button>
                {problem && <Alert severity="error">{problem}</Alert>}
              </Stack>
            )
          ))}
        {checkIn && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            alignItems={{ xs: 'flex-start', sm: 'center' }}
          >
            <Box
              component="img"
              src={svgUrl(checkIn.qrSvg)}
              alt={`QR code to check in at ${a.shop.name}`}
              sx={{
                width: 168,
                height: 168,
                bgcolor: '#fff',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            />
            <Typography>
              At the door, scan this on the check-in screen, or type your confirmation code{' '}
              <Box component="strong" sx={{ letterSpacing: '0.1em' }}>
                {checkIn.confirmationCode}
              </Box>
              .
            </Typography>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
