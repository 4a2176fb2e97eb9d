import { type ReceiptView, receiptProjectText } from '@linework/contract/payments';
import DownloadIcon from '@mui/icons-material/Download';
import EmailIcon from '@mui/icons-material/Email';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { SignInToContinue } from '../../../components/sign-in-to-continue.tsx';
import { apiBaseUrl } from '../../../config/env.ts';
import { dateTimeIn } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/money.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.tsx';
import { toast } from '../../../lib/toast.ts';
import { emailReceipt } from '../api/email-receipt.ts';
import { receiptQuery } from '../api/get-receipt.ts';
import { LineItems } from '../components/line-items.tsx';

const refundState = { pending: 'Refund on its way', succeeded: 'Refunded', failed: 'Refund failed' } as const;
const shortDate = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone }).format(new Date(iso));

/** The project and session this payment is for, worded as the PDF words it. */
export function ReceiptProjectPart({
  r,
  project,
  signedIn,
}: {
  r: ReceiptView;
  project: NonNullable<ReceiptView['project']>;
  signedIn: boolean;
}) {
  const words = receiptProjectText(project, r.kind, (n) => formatMoney(n, r.currency));
  return (
    <Stack spacing={0.25} component="section" aria-label="Project">
      <Typography fontWeight={700}>{project.label}</Typography>
      {words.deposit && <Typography>{words.deposit}</Typography>}
      <Typography color="text.secondary">{words.toDate}</Typography>
      {signedIn && (
        <Link component={RouterLink} to={`/account/projects/${project.projectId}`} className="no-print">
          See the project
        </Link>
      )}
    </Stack>
  );
}

function Receipt({
  r,
  accessKey,
  signedIn,
}: {
  r: ReceiptView;
  accessKey: string | null;
  signedIn: boolean;
}) {
  usePageTitle(`Receipt ${r.receiptNumber}`);
  const [sending, setSending] = useState(false);
  const shop = r.shop;
  const send = async () => {
    setSending(true);
    try {
      const { sentTo } = await emailReceipt(r.paymentId, accessKey);
      toast.success(`We emailed this receipt to ${sentTo}.`);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setSending(false);
    }
  };
  const refunds = r.refunds.filter((x) => x.status !== 'failed');
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }} component="article" aria-labelledby="receipt-title">
      <Stack direction="row" justifyContent="space-between" alignItems="baseline" flexWrap="wrap" gap={1}>
        <Typography variant="h1" id="receipt-title">
          Receipt
        </Typography>
        <Typography fontWeight={700}>{r.receiptNumber}</Typography>
      </Stack>
      {r.notice && <Alert severity="warning">{r.notice}</Alert>}
      <Stack spacing={0.25}>
        <Typography fontWeight={700}>{shop.name}</Typography>
        <Typography>
          {shop.addressLine}, {[shop.postalCode, shop.city].filter(Boolean).join(' ')}, {shop.country}
        </Typography>
        {(shop.phone || shop.email) && (
          <Typography color="text.secondary">
            {[shop.phone, shop.email].filter(Boolean).join(' · ')}
          </Typography>
        )}
      </Stack>
      <Stack spacing={0.25}>
        <Typography>
          <strong>{r.kind === 'deposit' ? 'Deposit' : 'Balance'}</strong> paid{' '}
          {dateTimeIn(r.paidAt, shop.timeZone)} ({shop.city} time)
        </Typography>
        <Typography>
          For {r.appointment.serviceName} with {r.appointment.artistName},{' '}
          {dateTimeIn(r.appointment.startsAt, shop.timeZone)} ({shop.city} time)
        </Typography>
        <Typography>
          Paid by {r.payerName}
          {r.card && (
            <>
              {' '}
              with {r.card.brand.toUpperCase()} ending {r.card.last4}
            </>
          )}
        </Typography>
      </Stack>
      {r.project && <ReceiptProjectPart r={r} project={r.project} signedIn={signedIn} />}
      <LineItems
        label="Receipt lines"
        items={[
          ...r.lineItems,
          ...(r.taxAmount ? [{ kind: 'service' as const, label: 'Tax', amount: r.taxAmount }] : []),
        ]}
        currency={r.currency}
        totalLabel="Total paid"
        total={r.totalAmount}
        extra={[
          ...refunds.map((x) => ({
            label: `${refundState[x.status]} ${shortDate(x.createdAt, shop.timeZone)}: ${x.reason}`,
            amount: -x.amount,
          })),
          ...(refunds.length
            ? [
                {
                  label: 'Net after refunds',
                  amount: r.totalAmount - refunds.reduce((s, x) => s + x.amount, 0),
                },
              ]
            : []),
        ]}
      />
      <Divider className="no-print" />
      <Stack direction="row" gap={1} flexWrap="wrap" className="no-print">
        <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()}>
          Print
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} href={`${apiBaseUrl}${r.pdfPath}`} download>
          Download PDF
        </Button>
        <Button variant="outlined" startIcon={<EmailIcon />} onClick={() => void send()} disabled={sending}>
          Email me this receipt
        </Button>
      </Stack>
      {signedIn && (
        <Box className="no-print">
          <Link component={RouterLink} to={`/booking/${r.appointment.id}`}>
            See your appointment
          </Link>
        </Box>
      )}
    </Stack>
  );
}

/** /receipt/{paymentId}: for the signed-in payer, or signed out with the key from the receipt email. */
export default function ReceiptScreen() {
  const { paymentId = '' } = useParams();
  const [params] = useSearchParams();
  const accessKey = params.get('key');
  const { user } = useSession();
  const signedIn = Boolean(user.data);
  const query = useQuery({
    ...receiptQuery(paymentId, accessKey),
    enabled: !user.isLoading && (signedIn || Boolean(accessKey)),
  });
  usePageTitle('Receipt');
  if (user.isLoading) return <CenteredSpinner />;
  if (!signedIn && !accessKey) {
    return (
      <SignInToContinue
        title="Receipt"
        message="Sign in with the account that paid, or open the link from your receipt email."
      />
    );
  }
  return (
    <QueryState query={query} what="receipt">
      {(r) => <Receipt r={r} accessKey={accessKey} signedIn={signedIn} />}
    </QueryState>
  );
}
