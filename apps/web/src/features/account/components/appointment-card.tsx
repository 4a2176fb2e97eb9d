import type { AppointmentView } from '@linework/contract/appointments';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { bookAgainLink } from '../../../lib/book-again.ts';
import { shopTime } from '../../../lib/dates.ts';

const statusLabel: Record<AppointmentView['status'], string> = {
  held: 'Deposit due',
  pending_deposit: 'Deposit due',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'Missed',
  expired: 'Expired',
  offered: 'Offered',
};

/** One appointment in the customer's lists, with what they can do next. */
export function AppointmentCard({ a, past }: { a: AppointmentView; past: boolean }) {
  const what = `${a.service.name} with ${a.artist.displayName}`;
  return (
    <Card variant="outlined" component="article" aria-label={what}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" justifyContent="space-between" gap={1} flexWrap="wrap">
          <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
            <Typography component="h3" fontWeight={700}>
              {what}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {shopTime(a)} · {a.shop.name}
            </Typography>
          </Stack>
          <Chip
            size="small"
            label={statusLabel[a.status]}
            color={a.status === 'confirmed' ? 'secondary' : 'default'}
            sx={{ alignSelf: 'flex-start' }}
          />
        </Stack>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button component={RouterLink} to={`/booking/${a.id}`} size="small" variant="outlined">
          Details
        </Button>
        {a.reviewLinkId && (
          <Button component={RouterLink} to={`/review/${a.reviewLinkId}`} size="small" variant="contained">
            Leave a review
          </Button>
        )}
        {past && (
          <Button component={RouterLink} to={bookAgainLink(a)} size="small">
            Book again
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
