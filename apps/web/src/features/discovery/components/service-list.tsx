import type { ServiceView } from '@linework/contract/catalog';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDuration, formatMoney, formatPrice } from '../../../lib/money.ts';

export const depositText = (s: Pick<ServiceView, 'depositAmount' | 'currency'>) =>
  s.depositAmount ? `${formatMoney(s.depositAmount, s.currency)} deposit` : 'No deposit';

/** Where booking this service starts: a request first, or the booking flow with it chosen. */
export const bookingLink = (s: ServiceView, artistId?: string) =>
  s.requiresRequest
    ? `/shop/${s.shopUrl}/request?service=${s.id}${artistId ? `&artist=${artistId}` : ''}`
    : `/booking?shop=${s.shopUrl}&service=${s.id}${artistId ? `&artist=${artistId}` : ''}`;

export function ServiceList({ services, artistId }: { services: ServiceView[]; artistId?: string }) {
  if (!services.length) return <Typography color="text.secondary">No services listed yet.</Typography>;
  return (
    <Stack spacing={1.5}>
      {services.map((s) => (
        <Card key={s.id} variant="outlined">
          <CardContent>
            <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" gap={1}>
              <Stack spacing={0.5}>
                <Typography
                  component={RouterLink}
                  to={`/shop/${s.shopUrl}/service/${s.id}`}
                  variant="h3"
                  sx={{ color: 'text.primary', textDecorationColor: 'inherit' }}
                >
                  {s.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {s.shopName} · {formatDuration(s.durationMinutes)} · {depositText(s)}
                </Typography>
                {s.requiresRequest && (
                  <Chip size="small" label="Request first" sx={{ alignSelf: 'flex-start' }} />
                )}
              </Stack>
              <Stack alignItems={{ sm: 'flex-end' }} spacing={1}>
                <Typography fontWeight={700}>{formatPrice(s)}</Typography>
                <Button component={RouterLink} to={bookingLink(s, artistId)} variant="contained" size="small">
                  {s.requiresRequest ? 'Request' : 'Book'}
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
