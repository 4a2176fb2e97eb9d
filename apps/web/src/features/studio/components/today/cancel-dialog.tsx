import type { ShopAppointment } from '@linework/contract/staff-booking';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { timeIn } from '../../../../lib/dates.ts';
import { formatMoney } from '../../../../lib/money.ts';
import { toast } from '../../../../lib/toast.ts';
import { cancelPreviewQuery, useAppointmentAction } from '../../api/today-appointments.ts';
import { customerName } from './labels.ts';
import { ReasonForCustomer } from './reason-for-customer.tsx';

const kindLabels = { deposit: 'Deposit', balance: 'Balance' } as const;

/**
 * Cancelling as the shop: first what the policy gives back, as the server computes it, then the
 * choice. The customer is emailed with the reason, if one is given.
 */
export function CancelDialog({
  appointment: a,
  businessId,
  timeZone,
  onClose,
}: {
  appointment: ShopAppointment;
  businessId: string;
  /** The shop's: its times as this screen's locale writes them. */
  timeZone: string;
  onClose(): void;
}) {
  const preview = useQuery(cancelPreviewQuery(businessId, a.id));
  const cancel = useAppointmentAction(businessId);
  const [reason, setReason] = useState('');
  const name = customerName(a);
  const result = preview.data;

  const submit = () =>
    cancel.mutate(
      { action: 'cancel', appointmentId: a.id, reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          toast.success(
            result && result.refundAmount > 0
              ? `Cancelled. ${formatMoney(result.refundAmount, result.currency)} goes back to ${name}.`
              : `Cancelled ${name} at ${timeIn(a.startsAt, timeZone)}.`,
          );
          onClose();
        },
      },
    );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="cancel-title">
      <DialogTitle id="cancel-title">Cancel this appointment?</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {name}, {a.service.name} with {a.artist.displayName} at {timeIn(a.startsAt, timeZone)}.
        </Typography>
        <div aria-live="polite">
          {preview.isPending && (
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
              <CircularProgress size={20} aria-hidden />
              <Typography>Working out the refund…</Typography>
            </Stack>
          )}
          {preview.error && <Alert severity="error">{preview.error.message}</Alert>}
          {result && !result.allowed && <Alert severity="warning">{result.message}</Alert>}
          {result?.allowed && (
            <Alert severity={result.refundAmount > 0 ? 'info' : 'success'} icon={false}>
              <Typography sx={{ fontWeight: 700 }}>
                Refund to the customer: {formatMoney(result.refundAmount, result.currency, undefined, true)}
              </Typography>
              {result.refunds.length > 0 && (
                <Typography variant="body2">
                  {result.refunds
                    .map(
                      (r) =>
                        `${kindLabels[r.kind]} ${formatMoney(r.amount, result.currency, undefined, true)}`,
                    )
                    .join(' · ')}
                </Typography>
              )}
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {result.message}
              </Typography>
            </Alert>
          )}
        </div>
        <ReasonForCustomer value={reason} onChange={setReason} error={cancel.error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep it</Button>
        <Button
          color="error"
          variant="contained"
          disabled={!result?.allowed || cancel.isPending}
          onClick={submit}
        >
          Cancel appointment
        </Button>
      </DialogActions>
    </Dialog>
  );
}
