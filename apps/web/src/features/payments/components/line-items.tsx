import type { LineItem } from '@linework/contract/payments';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatMoney } from '../../../lib/money.ts';

/** The lines of a payment and its total, every amount as the server computed it. */
export function LineItems({
  label,
  items,
  currency,
  totalLabel,
  total,
  extra = [],
}: {
  label: string;
  items: LineItem[];
  currency: string;
  totalLabel: string;
  total: number;
  /** Rows after the total (refunds, what is left). */
  extra?: { label: string; amount: number }[];
}) {
  const money = (minor: number) => formatMoney(minor, currency, undefined, true);
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {items.map((item) => (
          <TableRow key={`${item.kind}-${item.label}`}>
            <TableCell component="th" scope="row">
              {item.label}
            </TableCell>
            <TableCell align="right">{money(item.amount)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
            {totalLabel}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700 }}>
            {money(total)}
          </TableCell>
        </TableRow>
        {extra.map((row) => (
          <TableRow key={row.label}>
            <TableCell component="th" scope="row">
              {row.label}
            </TableCell>
            <TableCell align="right">{money(row.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
