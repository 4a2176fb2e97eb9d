import type { TakingsView } from '@linework/contract/payments';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { timeIn } from '../../../../lib/dates.ts';
import { formatMoney } from '../../../../lib/money.ts';

const money = (minor: number, currency: string) => formatMoney(minor, currency, undefined, true);

/** One day's books: four totals, then each payment and refund with where it came from. */
export function TakingsCard({
  takings,
  appointmentLink,
}: {
  takings: TakingsView;
  appointmentLink(id: string): string;
}) {
  const { currency } = takings;
  const totals = [
    [`Payments (${takings.paymentsCount})`, money(takings.paymentsAmount, currency)],
    ['Tips', money(takings.tipsAmount, currency)],
    ['Refunds', money(-takings.refundsAmount, currency)],
    ['Net', money(takings.netAmount, currency)],
  ] as const;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          component="dl"
          direction="row"
          sx={{ m: 0, flexWrap: 'wrap', gap: 3 }}
          aria-label="Takings"
          aria-live="polite"
        >
          {totals.map(([label, value]) => (
            <div key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: '1.25rem', fontWeight: 700 }}>
                {value}
              </Typography>
            </div>
          ))}
        </Stack>
        {takings.lines.length === 0 ? (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            Nothing was paid or refunded on this day.
          </Typography>
        ) : (
          <Table size="small" sx={{ mt: 2 }} aria-label="Payments and refunds of the day">
            <TableHead>
              <TableRow>
                <TableCell>Time</TableCell>
                <TableCell>What</TableCell>
                <TableCell>Customer</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell align="right">Tip</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {takings.lines.map((l) => (
                <TableRow key={`${l.type}-${l.paymentId}-${l.at}`}>
                  {/* The clock of every other time in the studio (the viewer's locale), not the API's 24-hour label. */}
                  <TableCell>{timeIn(l.at, takings.timeZone)}</TableCell>
                  <TableCell>
                    <Link component={RouterLink} to={appointmentLink(l.appointmentId)}>
                      {l.type === 'refund'
                        ? `Refund of ${l.kind === 'deposit' ? 'deposit' : 'balance'}`
                        : l.kind === 'deposit'
                          ? 'Deposit'
                          : 'Balance'}
                    </Link>
                    {l.reason && (
                      <Typography variant="body2" color="text.secondary">
                        {l.reason}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    {l.customerName}
                    <Typography variant="body2" color="text.secondary">
                      {l.serviceName} · {l.artistName}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{money(l.amount, currency)}</TableCell>
                  <TableCell align="right">{l.tipAmount ? money(l.tipAmount, currency) : ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
