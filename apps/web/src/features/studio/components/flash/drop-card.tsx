import type { DropView } from '@linework/contract/flash';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { dateTimeIn } from '../../../../lib/dates.ts';
import { useCancelDrop, useDropSales } from '../../api/flash.ts';
import { FormError } from '../catalogue/form-error.tsx';

const phaseWords = { upcoming: 'Upcoming', followers: 'Followers first', open: 'Open' } as const;

/** A drop: when it opens, and once open its sales per design, read again every few seconds. */
export function DropCard({
  businessId,
  timeZone,
  drop,
  onEdit,
}: {
  businessId: string;
  timeZone: string;
  drop: DropView;
  onEdit(): void;
}) {
  const cancel = useCancelDrop(businessId);
  const upcoming = drop.phase === 'upcoming';
  return (
    <Card variant="outlined" component="section" aria-labelledby={`drop-${drop.id}`}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
            <Typography variant="h3" id={`drop-${drop.id}`} sx={{ flexGrow: 1 }}>
              {drop.title}
            </Typography>
            <Chip size="small" label={phaseWords[drop.phase]} color={upcoming ? 'default' : 'success'} />
          </Stack>
          <Typography color="text.secondary">
            Opens {dateTimeIn(drop.opensAt, timeZone)}
            {drop.followersUntil && ` · followers only until ${dateTimeIn(drop.followersUntil, timeZone)}`} ·{' '}
            {drop.perCustomerLimit} per customer
          </Typography>
          <DropSalesTable businessId={businessId} drop={drop} />
          {upcoming && (
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" onClick={onEdit}>
                Change
              </Button>
              <Button
                color="error"
                loading={cancel.isPending}
                onClick={() => {
                  if (window.confirm(`Call off ${drop.title}? Its page goes with it.`))
                    cancel.mutate(drop.id);
                }}
              >
                Call off
              </Button>
            </Stack>
          )}
          <FormError error={cancel.error} />
        </Stack>
      </CardContent>
    </Card>
  );
}

function DropSalesTable({ businessId, drop }: { businessId: string; drop: DropView }) {
  const sales = useDropSales(businessId, drop.id);
  if (sales.isPending) return <Typography color="text.secondary">Loading the sales…</Typography>;
  if (sales.isError && !sales.data)
    return (
      <Alert severity="error" action={<Button onClick={() => sales.refetch()}>Try again</Button>}>
        The sales could not be loaded. {sales.error.message}
      </Alert>
    );
  return (
    <Stack spacing={0.5} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={`Sales of ${drop.title}`}>
        <TableHead>
          <TableRow>
            <TableCell>Design</TableCell>
            <TableCell align="right">Stock</TableCell>
            <TableCell align="right">Claimed</TableCell>
            <TableCell align="right">Held</TableCell>
            <TableCell align="right">Paid</TableCell>
            <TableCell align="right">Left</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sales.data.items.map((i) => (
            <TableRow key={i.dropItemId}>
              <TableCell component="th" scope="row">
                {i.title}
              </TableCell>
              <TableCell align="right">{i.stock}</TableCell>
              <TableCell align="right">{i.claimed}</TableCell>
              <TableCell align="right">{i.held}</TableCell>
              <TableCell align="right">{i.paid}</TableCell>
              <TableCell align="right">{i.remaining === 0 ? 'Claimed' : i.remaining}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {drop.phase === 'upcoming' ? 'Sales show here once it opens.' : 'Live: updated every few seconds.'}
      </Typography>
    </Stack>
  );
}
