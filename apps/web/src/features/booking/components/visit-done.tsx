import type { AppointmentView } from '@linework/contract/appointments';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { bookAgainLink } from '../../../lib/book-again.ts';

/** A finished visit: its receipts, a review while the link lasts, and booking the same again. */
export function VisitDone({ a }: { a: AppointmentView }) {
  if (a.status !== 'completed') return null;
  const receipts = a.money.payments.filter((p) => p.status === 'succeeded');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="visit-title" sx={{ p: 2 }}>
      <Stack spacing={1.5} alignItems="flex-start">
        <Typography id="visit-title" variant="h2">
          Your visit
        </Typography>
        <Typography>
          Thanks for coming to {a.shop.name}.
          {a.reviewLinkId && ` How was it? ${a.artist.displayName} would love to hear.`}
        </Typography>
        <Stack direction="row" gap={1} flexWrap="wrap">
          {a.reviewLinkId && (
            <Button component={RouterLink} to={`/review/${a.reviewLinkId}`} variant="contained">
              Leave a review
            </Button>
          )}
          <Button component={RouterLink} to={bookAgainLink(a)} variant="outlined">
            Book again
          </Button>
          {receipts.map((p) => (
            <Button key={p.id} component={RouterLink} to={`/receipt/${p.id}`} variant="outlined">
              {receipts.length === 1 ? 'See the receipt' : `Receipt for the ${p.kind}`}
            </Button>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
