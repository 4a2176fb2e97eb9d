import type { ServiceView } from '@linework/contract/catalog';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDuration, formatMoney, formatPrice } from '../../../lib/money.ts';

/** The chosen artist's services with price, length and deposit. */
export function ServiceChoice(props: {
  services: ServiceView[];
  selected: string;
  onSelect(service: ServiceView): void;
}) {
  return (
    <Stack component="section" aria-label="Service" spacing={1}>
      <Typography variant="h2">Service</Typography>
      {props.services.map((o) => (
        <Card
          key={o.id}
          variant="outlined"
          sx={{ borderColor: o.id === props.selected ? 'primary.main' : undefined }}
        >
          <CardActionArea
            sx={{ p: 2 }}
            aria-pressed={o.id === props.selected}
            onClick={() => props.onSelect(o)}
          >
            <Stack direction="row" justifyContent="space-between" gap={1}>
              <Typography fontWeight={700}>{o.name}</Typography>
              <Typography>{formatPrice(o)}</Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {formatDuration(o.durationMinutes)} ·{' '}
              {o.depositAmount ? `${formatMoney(o.depositAmount, o.currency)} deposit` : 'No deposit'}
              {o.requiresRequest ? ' · starts with a request' : ''}
            </Typography>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
