import type { AppointmentView } from '@linework/contract/appointments';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { browserZone, dateTimeIn } from '../../../lib/dates.ts';
import { formatDuration, formatMoney, formatPrice } from '../../../lib/money.ts';

/** Visits that are over: what is left of the price is no longer news, unless the shop asks for it. */
const over = new Set<AppointmentView['status']>(['completed', 'no_show', 'cancelled', 'expired']);

/** When (in the shop's time and the customer's own), where, price, deposit, what was paid and is left. */
export function AppointmentDetails({ a, offer }: { a: AppointmentView; offer: boolean }) {
  const ownZone = browserZone();
  const { money } = a;
  const paid = money.payments.filter((p) => p.status === 'succeeded');
  return (
    <Table size="small" aria-label="Appointment details">
      <TableBody>
        {!offer && (
          <TableRow>
            <TableCell component="th" scope="row">
              When
            </TableCell>
            <TableCell>
              {dateTimeIn(a.startsAt, a.shop.timeZone)} ({a.shop.city} time)
              {ownZone !== a.shop.timeZone && (
                <Typography variant="body2" color="text.secondary">
                  {dateTimeIn(a.startsAt)} your time
                </Typography>
              )}
            </TableCell>
          </TableRow>
        )}
        <TableRow>
          <TableCell component="th" scope="row">
            Where
          </TableCell>
          <TableCell>
            <Link component={RouterLink} to={`/shop/${a.shop.shopUrl}`}>
              {a.shop.name}
            </Link>
            , {a.shop.addressLine}, {a.shop.city}
          </TableCell>
        </TableRow>
        <TableRow>
          <TableCell component="th" scope="row">
            Price
          </TableCell>
          <TableCell>
            {formatPrice({ ...a, priceKind: a.service.priceKind })} ·{' '}
            {formatDuration(a.service.durationMinutes)}
          </TableCell>
        </TableRow>
        <TableRow>
          <TableCell component="th" scope="row">
            Deposit
          </TableCell>
          <TableCell>
            {a.depositAmount ? formatMoney(a.depositAmount, a.currency) : 'None'}
            {money.depositDue > 0 && ` — ${formatMoney(money.depositDue, a.currency)} to pay now`}
          </TableCell>
        </TableRow>
        {paid.length > 0 && (
          <TableRow>
            <TableCell component="th" scope="row">
              Paid
            </TableCell>
            <TableCell>
              {formatMoney(money.paidAmount, a.currency)}
              {money.tipsAmount > 0 && ` and ${formatMoney(money.tipsAmount, a.currency)} tip`}
              {money.refundedAmount > 0 && `; ${formatMoney(money.refundedAmount, a.currency)} refunded`}
              <Stack component="span" direction="row" gap={1} flexWrap="wrap" sx={{ display: 'flex' }}>
                {paid.map((p) => (
                  <Link key={p.id} component={RouterLink} to={`/receipt/${p.id}`} variant="body2">
                    Receipt {p.receiptNumber} ({p.kind})
                  </Link>
                ))}
              </Stack>
            </TableCell>
          </TableRow>
        )}
        {money.balanceDue > 0 && (!over.has(a.status) || money.balanceRequestedAt) && (
          <TableRow>
            <TableCell component="th" scope="row">
              Left to pay
            </TableCell>
            <TableCell data-testid="balance-info">
              {formatMoney(money.balanceDue, a.currency)}
              {!money.balanceRequestedAt && (
                <Typography variant="body2" color="text.secondary">
                  Nothing to do now: the shop asks for it when it is due.
                </Typography>
              )}
            </TableCell>
          </TableRow>
        )}
        {a.notes && (
          <TableRow>
            <TableCell component="th" scope="row">
              {a.offer ? 'Your idea' : 'Your notes'}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'pre-line' }}>{a.notes}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
