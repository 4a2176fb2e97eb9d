import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import ScheduleIcon from '@mui/icons-material/Schedule';

export type Delivery = 'pending' | 'failed' | 'sent' | 'delivered' | 'read';

const labels: Record<Delivery, string> = {
  pending: 'Waiting to send',
  failed: 'Not sent',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
};

/** Sent ✓, delivered ✓✓, read ✓✓ in colour; a clock while it waits for the network. */
export function Ticks({ state }: { state: Delivery }) {
  const props = { fontSize: 'inherit' as const, titleAccess: labels[state], 'data-delivery': state };
  if (state === 'pending') return <ScheduleIcon {...props} />;
  if (state === 'failed') return <ErrorOutlineIcon {...props} color="error" />;
  if (state === 'sent') return <DoneIcon {...props} />;
  return <DoneAllIcon {...props} sx={state === 'read' ? { color: '#1565C0' } : undefined} />;
}
