import type { MyPaymentItem } from '@linework/contract/payments';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { apiBaseUrl } from '../../../config/env.ts';
import { mediumDate } from '../../../lib/dates.ts';
import { formatMoney, refundLabel } from '../../../lib/money.ts';
import { useMyPayments } from '../api/my-payments.ts';
import { AccountPage } from '../components/account-page.tsx';

const kindLabel = { deposit: 'Deposit', balance: 'Balance' } as const;

function PaymentCard({ p }: { p: MyPaymentItem }) {
  const refunds = refundLabel(p);
  const title = `${kindLabel[p.kind]}: ${p.appointment.serviceName} with ${p.appointment.artistName}`;
  return (
    <Card variant="outlined" component="article" aria-label={title}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" justifyContent="space-between" gap={1} flexWrap="wrap">
          <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
            <Typography component="h3" fontWeight={700}>
              {title}
            </Typography>
            {p.project && <Typography variant="body2">{p.project.label}</Typography>}
            <Typography variant="body2" color="text.secondary">
              {p.shop.name} · paid {mediumDate(p.paidAt)} · receipt {p.receiptNumber}
            </Typography>
          </Stack>
          <Typography fontWeight={700}>{formatMoney(p.totalAmount, p.currency, undefined, true)}</Typography>
        </Stack>
        {refunds && <Chip size="small" color="secondary" sx={{ mt: 1 }} label={refunds} />}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button component={RouterLink} to={`/receipt/${p.paymentId}`} size="small" variant="outlined">
          Receipt
        </Button>
        <Button
          href={`${apiBaseUrl}${p.pdfPath}`}
          download
          size="small"
          aria-label={`Receipt ${p.receiptNumber} as PDF`}
        >
          PDF
        </Button>
      </CardActions>
    </Card>
  );
}

function PaymentList() {
  const query = useMyPayments();
  if (query.isPending) return <CenteredSpinner label="Loading your payments" />;
  if (query.error) return <ErrorAlert error={query.error} onRetry={query.refetch} />;
  const items = query.data.pages.flatMap((p) => p.items);
  if (!items.length)
    return <Typography>No payments yet. Deposits and balances you pay show here.</Typography>;
  return (
    <Stack spacing={1.5}>
      {items.map((p) => (
        <PaymentCard key={p.paymentId} p={p} />
      ))}
      {query.hasNextPage && (
        <Button
          variant="outlined"
          onClick={() => query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          sx={{ alignSelf: 'center' }}
        >
          Show more
        </Button>
      )}
    </Stack>
  );
}

/** account/payments: every deposit and balance paid, with refunds and receipts (page and PDF). */
export default function PaymentsScreen() {
  return (
    <AccountPage title="Your payments">
      <PaymentList />
    </AccountPage>
  );
}
