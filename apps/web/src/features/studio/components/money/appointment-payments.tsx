import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../../components/query-state.tsx';
import { dateTimeIn } from '../../../../lib/dates.ts';
import { formatMoney, refundLabel } from '../../../../lib/money.ts';
import { toast } from '../../../../lib/toast.ts';
import { appointmentPaymentsQuery, moneyKeys, refund } from '../../api/money.ts';
import { CounterCheckout } from './counter-checkout.tsx';
import { RefundDialog } from './refund-dialog.tsx';

const refundState = {
  succeeded: 'refunded',
  pending: 'refund pending, asked',
  failed: 'refund failed, asked',
};

const statusLabels: Record<string, string> = {
  requires_payment_method: 'Waiting for a card',
  requires_action: 'Waiting for the bank',
  processing: 'Processing',
  succeeded: 'Paid',
  canceled: 'Cancelled',
};

/** One appointment's money: each payment with its tip and refunds, refunds, and the counter. */
export function AppointmentPayments({
  businessId,
  appointmentId,
  timeZone,
}: {
  businessId: string;
  appointmentId: string;
  timeZone: string;
}) {
  const queryClient = useQueryClient();
  const payments = useQuery(appointmentPaymentsQuery(businessId, appointmentId));
  const [refunding, setRefunding] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: moneyKeys.all(businessId) });

  return (
    <QueryState query={payments} what="appointment">
      {(list) => (
        <Stack spacing={2}>
          {list.length === 0 && <Typography>No payment has been made for this appointment yet.</Typography>}
          {list.map((p) => {
            const money = (minor: number) => formatMoney(minor, p.currency, undefined, true);
            const what = p.kind === 'deposit' ? 'deposit' : 'balance';
            const refundable = p.status === 'succeeded' ? p.totalAmount - p.refundedAmount : 0;
            const refunds = refundLabel(p);
            return (
              <Card variant="outlined" key={p.id} component="article" aria-label={`The ${what}`}>
                <CardContent>
                  <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap' }}>
                    <Typography
                      variant="h3"
                      sx={{ fontSize: '1.1rem', fontWeight: 700, textTransform: 'capitalize' }}
                    >
                      {what}
                    </Typography>
                    <Chip size="small" label={statusLabels[p.status] ?? p.status} />
                    {refunds && <Chip size="small" variant="outlined" label={refunds} />}
                  </Stack>
                  <Typography sx={{ mt: 1 }}>
                    {money(p.totalAmount - p.tipAmount)}
                    {p.tipAmount > 0 && ` + ${money(p.tipAmount)} tip`}
                    {p.card && ` · ${p.card.brand} ···· ${p.card.last4}`}
                    {p.receiptNumber && ` · Receipt ${p.receiptNumber}`}
                  </Typography>
                  {p.succeededAt && (
                    <Typography variant="body2" color="text.secondary">
                      Paid {dateTimeIn(p.succeededAt, timeZone)}
                    </Typography>
                  )}
                  {p.refunds.length > 0 && (
                    <Stack component="ul" sx={{ pl: 2.5, my: 1 }} aria-label="Refunds">
                      {p.refunds.map((r) => (
                        <Typography component="li" key={r.id} variant="body2">
                          {money(r.amount)} {refundState[r.status]} {dateTimeIn(r.createdAt, timeZone)}:{' '}
                          {r.reason}
                        </Typography>
                      ))}
                    </Stack>
                  )}
                  {refundable > 0 && (
                    <Button sx={{ mt: 1 }} variant="outlined" onClick={() => setRefunding(p.id)}>
                      Refund the {what}
                    </Button>
                  )}
                  {refunding === p.id && (
                    <RefundDialog
                      open
                      what={what}
                      currency={p.currency}
                      refundable={refundable}
                      onClose={() => setRefunding(null)}
                      onRefund={async (amount, reason) => {
                        const after = await refund(businessId, p.id, { amount, reason });
                        setRefunding(null);
                        const settled = after.refunds.at(-1)?.status === 'succeeded';
                        toast.success(
                          settled
                            ? `${money(amount)} refunded.`
                            : `Refund of ${money(amount)} asked for; it shows as refunded once the card company confirms it.`,
                        );
                        await refresh();
                      }}
                    />
                  )}
                </CardContent>
              </Card>
            );
          })}
          <CounterCheckout businessId={businessId} appointmentId={appointmentId} onPaid={refresh} />
        </Stack>
      )}
    </QueryState>
  );
}
