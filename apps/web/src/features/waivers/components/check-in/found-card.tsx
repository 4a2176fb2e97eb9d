import type { CheckInTicket } from '@linework/contract/checkin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { timeIn } from '../../../../lib/dates.ts';

/** What the door shows of an appointment: the first name and the time, nothing else. */
export function FoundCard(props: {
  ticket: CheckInTicket;
  busy: boolean;
  error: string;
  onSign(): void;
  onCheckIn(): void;
  onNotMe(): void;
}) {
  const { ticket } = props;
  const needsWaiver = ticket.waiver.required && !ticket.waiver.signed;
  return (
    <Stack spacing={2}>
      <Typography variant="h2">Hi {ticket.firstName}!</Typography>
      <Typography sx={{ fontSize: '1.25rem' }}>
        Your appointment today is at {timeIn(ticket.startsAt, ticket.timeZone)}.
      </Typography>
      {needsWaiver && (
        <Typography>
          Before we start, please sign the waiver here. It takes a few minutes; have your photo ID ready.
        </Typography>
      )}
      {props.error && <Alert severity="error">{props.error}</Alert>}
      <Stack direction="row" gap={1} flexWrap="wrap">
        {needsWaiver ? (
          <Button variant="contained" size="large" onClick={props.onSign} disabled={props.busy}>
            Sign the waiver
          </Button>
        ) : (
          <Button variant="contained" size="large" onClick={props.onCheckIn} disabled={props.busy}>
            {props.busy ? 'Checking in…' : 'Check in'}
          </Button>
        )}
        <Button variant="text" size="large" onClick={props.onNotMe}>
          This is not me
        </Button>
      </Stack>
    </Stack>
  );
}
