import type { ConversationContext } from '@linework/contract/chat';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { browserZone, dayTimeIn, timeIn } from '../../../lib/dates.ts';
import { useConversationContext } from '../api/get-conversation-context.ts';

type Appointment = NonNullable<ConversationContext['appointment']>;
type Request = ConversationContext['requests'][number];

/** The states as the shop speaks of them. */
export const appointmentStateLabels: Record<Appointment['status'], string> = {
  held: 'Held',
  pending_deposit: 'Awaiting deposit',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
  expired: 'Expired',
  offered: 'Offered',
};
export const requestStateLabels: Record<Request['status'], string> = {
  submitted: 'New request',
  question_asked: 'Question asked',
  offered: 'Times offered',
  booked: 'Booked',
  declined: 'Declined',
  offer_expired: 'Offer expired',
  quoted: 'Quoted as a project',
};

/**
 * Beside a conversation: the customer's appointment and their requests to the shop, times in the
 * shop's zone (named when the device is elsewhere).
 */
export function ConversationContextPanel(props: {
  businessId: string;
  conversationId: string;
  customerName: string;
  shopName: string;
}) {
  const context = useConversationContext(props.businessId, props.conversationId);
  if (context.isPending)
    return <Skeleton variant="rounded" height={72} aria-label="Loading the appointment and requests" />;
  if (context.error) return <ErrorAlert error={context.error} onRetry={context.refetch} />;
  const { appointment, requests, timeZone: zone } = context.data;
  const zoneNote = browserZone() === zone ? '' : ' (shop time)';
  return (
    <Stack spacing={1.5} data-testid="conversation-context">
      <Typography variant="h2" sx={{ fontSize: 16, fontWeight: 700 }}>
        {`${props.customerName} with ${props.shopName}`}
      </Typography>
      {appointment ? (
        <Stack spacing={0.5} aria-label="Appointment" component="section">
          <Typography variant="h3" sx={{ fontSize: 14, fontWeight: 700 }}>
            Appointment
          </Typography>
          <Typography variant="body2">{appointment.serviceName}</Typography>
          <Typography variant="body2">with {appointment.artist.displayName}</Typography>
          <Typography variant="body2">
            {`${dayTimeIn(appointment.startsAt, zone)} – ${timeIn(appointment.endsAt, zone)}${zoneNote}`}
          </Typography>
          <Chip
            size="small"
            label={appointmentStateLabels[appointment.status]}
            color={
              appointment.status === 'cancelled' || appointment.status === 'no_show' ? 'default' : 'primary'
            }
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
          />
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No appointment you can see yet.
        </Typography>
      )}
      {requests.length > 0 && (
        <Stack spacing={1} component="section" aria-label="Requests">
          <Typography variant="h3" sx={{ fontSize: 14, fontWeight: 700 }}>
            {requests.length === 1 ? 'Request' : 'Requests'}
          </Typography>
          {requests.map((r) => (
            <Stack key={r.id} spacing={0.25}>
              <Link
                component={RouterLink}
                to={`/studio/${props.businessId}/requests/${r.id}`}
                variant="body2"
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {r.serviceName ?? 'Tattoo request'}: {r.idea}
              </Link>
              <Typography variant="caption" color="text.secondary">
                {`${requestStateLabels[r.status]} · sent ${dayTimeIn(r.createdAt, zone)}`}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
