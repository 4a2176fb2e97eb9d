import type { DropView } from '@linework/contract/flash';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDuration, formatMoney } from '../../../lib/money.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { timeLeft, timeLeftSpoken } from './drop-clock.ts';
import { bookClaimPath, type HeldClaim } from './held-claim.ts';

type Item = DropView['items'][number];

const stockText = (left: number) => (left === 0 ? 'Claimed' : left === 1 ? '1 left' : `${left} left`);

/**
 * One design of a drop: its picture, sizes and prices, what is left, and Claim; once claimed by this
 * customer, the hold's minutes and a size to book it in.
 */
export function DropDesignCard(props: {
  item: Item;
  left: number;
  currency: string;
  canClaim: boolean;
  claiming: boolean;
  held: HeldClaim | undefined;
  now: number;
  problem: string | undefined;
  /** Where "Tell me if it comes back" leads: the artist's waitlist for this design. */
  waitlistPath: string;
  onClaim(): void;
}) {
  const { item, left, held, now } = props;
  const d = item.design;
  const heldLeft = held ? Date.parse(held.holdExpiresAt) - now : 0;
  const holding = held && heldLeft > 0;
  const titleId = `drop-design-${item.id}`;
  return (
    <Card component="li" variant="outlined" aria-labelledby={titleId}>
      <img
        src={d.pictureUrl}
        alt={d.title}
        width={300}
        height={300}
        style={{ width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover', display: 'block' }}
      />
      <Stack spacing={1} sx={{ p: 1.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={titleId} component="h2" variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
            {d.title}
          </Typography>
          <Chip
            size="small"
            label={holding ? 'Held for you' : stockText(left)}
            color={holding ? 'success' : left === 0 ? 'default' : 'primary'}
            variant={left === 0 && !holding ? 'outlined' : 'filled'}
            data-testid="drop-stock"
          />
        </Stack>
        {!d.repeatable && (
          <Typography variant="body2" color="text.secondary">
            One-off
          </Typography>
        )}
        <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} spacing={0.25}>
          {d.sizes.map((s) => (
            <Typography key={s.id} component="li" variant="body2">
              {s.label} · {formatMoney(s.priceAmount, props.currency)} · {formatDuration(s.durationMinutes)}
            </Typography>
          ))}
        </Stack>
        {d.placementNotes && (
          <Typography variant="body2" color="text.secondary">
            {d.placementNotes}
          </Typography>
        )}
        {holding ? (
          <Stack spacing={1}>
            <Alert severity="success" role="timer" aria-live="off">
              Held for you for {timeLeft(heldLeft)} more. Pick a size and a time, then pay the deposit.
            </Alert>
            <span role="status" style={visuallyHidden}>
              {d.title} is held for you for {timeLeftSpoken(heldLeft)} more.
            </span>
            {d.sizes.map((s) => (
              <Button key={s.id} component={RouterLink} to={bookClaimPath(held, s.id)} variant="contained">
                Book {s.label} · {formatMoney(s.priceAmount, props.currency)}
              </Button>
            ))}
          </Stack>
        ) : left === 0 ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2" color="text.secondary">
              Claimed. A hold that is not booked in time comes back here.
            </Typography>
            <Button component={RouterLink} to={props.waitlistPath} variant="outlined">
              Join the waitlist for {d.title}
            </Button>
          </Stack>
        ) : (
          <Button
            variant="contained"
            onClick={props.onClaim}
            disabled={!props.canClaim || props.claiming}
            aria-describedby={props.problem ? `${titleId}-problem` : undefined}
          >
            {props.claiming ? 'Claiming…' : `Claim ${d.title}`}
          </Button>
        )}
        {props.problem && (
          <Alert id={`${titleId}-problem`} severity="warning" role="alert">
            {props.problem}
          </Alert>
        )}
        {held && !holding && left > 0 && (
          <Alert severity="warning" role="none">
            Your hold ran out and the design went back to the drop.
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
