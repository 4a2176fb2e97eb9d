import type { AppointmentView } from '@linework/contract/appointments';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { confirm } from '../../../components/confirm-store.ts';
import { loadingDialog } from '../../../components/loading-store.ts';
import { shopQuery } from '../../../lib/catalog-queries.ts';
import { appointmentKeys, availabilityKeys } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toast.ts';
import { cancelAppointment } from '../api/cancel-appointment.ts';
import { appointmentQuery } from '../api/get-appointment.ts';

const cancelledText = {
  release: 'Cancelled. Nothing was paid, and the time is free for others.',
  refund: 'Cancelled. Your deposit will be refunded.',
  forfeit: 'Cancelled inside the notice window: the shop keeps the deposit.',
} as const;

/** Asks first (with what cancelling costs), then cancels and shows the appointment as it is now. */
function useCancel(a: AppointmentView) {
  const queryClient = useQueryClient();
  return async () => {
    const ok = await confirm({
      title: 'Cancel this appointment?',
      message: a.cancellation.message,
      positiveText: 'Cancel appointment',
      negativeText: 'Keep it',
    });
    if (!ok) return;
    loadingDialog.show({ header: 'Cancelling…', message: 'One moment, please.' });
    try {
      queryClient.setQueryData(appointmentQuery(a.id).queryKey, await cancelAppointment(a.id));
      await queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
      await queryClient.invalidateQueries({ queryKey: availabilityKeys.all });
      toast.success('Your appointment is cancelled.');
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      loadingDialog.hide();
    }
  };
}

/** Still to come: the shop's policy is about these; once under way or over it has nothing to say. */
const toCome = new Set<AppointmentView['status']>(['held', 'pending_deposit', 'confirmed', 'offered']);

/** The shop's policy, how a cancellation ended, and rescheduling or cancelling where the policy allows. */
export function ChangeAppointment({ a }: { a: AppointmentView }) {
  const shop = useQuery({ ...shopQuery(a.shop.shopUrl), enabled: toCome.has(a.status) });
  const cancel = useCancel(a);
  return (
    <>
      {shop.data && toCome.has(a.status) && (
        <Stack spacing={0.5}>
          <Typography variant="h2">Policy</Typography>
          {shop.data.policies.sentences.map((s) => (
            <Typography key={s}>{s}</Typography>
          ))}
        </Stack>
      )}
      {a.cancelOutcome && <Alert severity="info">{cancelledText[a.cancelOutcome]}</Alert>}
      <Stack direction="row" gap={1} flexWrap="wrap">
        {a.reschedule.allowed && (
          <Button variant="outlined" component={RouterLink} to={`/reschedule/${a.id}`}>
            Reschedule
          </Button>
        )}
        {a.cancellation.allowed && (
          <Button color="primary" variant="text" onClick={() => void cancel()}>
            Cancel appointment
          </Button>
        )}
      </Stack>
      {!a.reschedule.allowed && a.cancellation.allowed && (
        <Typography variant="body2">{a.reschedule.message}</Typography>
      )}
    </>
  );
}
