import { inStatusGroup } from '@linework/contract/appointments';
import type { ApprovedDesign } from '@linework/contract/project-proofs';
import type { ShopAppointment } from '@linework/contract/staff-booking';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApprovedDesignChip } from '../../../../components/approved-design.tsx';
import { timeIn } from '../../../../lib/dates.ts';
import { toast } from '../../../../lib/toast.ts';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';
import { type StaffAction, useAppointmentAction } from '../../api/today-appointments.ts';
import { studioPath } from '../studio-sections.ts';
import { balanceLabel, customerName, depositLabel, statusLabels, waiverLabel } from './labels.ts';

/** A time that a narrow column breaks only after its dash, never inside "3:00 PM". */
const unbroken = (time: string) => time.replace(/ /g, '\u00a0');

type Props = {
  appointment: ShopAppointment;
  businessId: string;
  timeZone: string;
  /** Name the artist on the card (a list of everyone's day, not an artist's column). */
  showArtist: boolean;
  /** Whether the person may open the money and waiver sections (owner and front desk). */
  frontOfHouse: boolean;
  /** The present, for which changes make sense now; the API decides in the end. */
  now: number;
  onCancel(a: ShopAppointment): void;
  onMove(a: ShopAppointment): void;
  /** The approved design of the session's project, when it has one. */
  design?: ApprovedDesign | undefined;
};

const done: Record<Exclude<StaffAction, 'cancel'>, string> = {
  confirm: 'confirmed',
  complete: 'marked completed',
  'no-show': 'marked as a no-show',
};

/** One appointment of the day: who, what, when in the shop's zone, and whether they are ready. */
export function AppointmentCard({
  appointment: a,
  businessId,
  timeZone,
  showArtist,
  frontOfHouse,
  now,
  onCancel,
  onMove,
  design,
}: Props) {
  const titleId = useId();
  const action = useAppointmentAction(businessId);
  const started = Date.parse(a.startsAt) <= now;
  const ended = Date.parse(a.endsAt) <= now;
  const status = statusLabels[a.status];
  const name = customerName(a);
  const run = (what: Exclude<StaffAction, 'cancel'>) =>
    action.mutate(
      { action: what, appointmentId: a.id },
      { onSuccess: () => toast.success(`${name} at ${timeIn(a.startsAt, timeZone)}: ${done[what]}.`) },
    );
  const can = {
    confirm: a.status === 'held' || a.status === 'pending_deposit',
    move: (a.status === 'pending_deposit' || a.status === 'confirmed') && !started,
    cancel: inStatusGroup('upcoming', a.status) && !ended,
    complete: (a.status === 'confirmed' || a.status === 'checked_in') && started,
    noShow: a.status === 'confirmed' && started,
  };
  const chips = [depositLabel(a), balanceLabel(a), waiverLabel(a)].filter((c) => c !== null);
  const quiet = a.status === 'cancelled' || a.status === 'expired' || a.status === 'no_show';

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        // A visit that will not happen steps back by its grey background, not by fading its text
        // (faded text fails contrast).
        bgcolor: quiet ? 'grey.100' : undefined,
        borderLeftWidth: 4,
        borderLeftColor: `${status.tone === 'default' ? 'grey.400' : `${status.tone}.main`}`,
      }}
    >
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {unbroken(timeIn(a.startsAt, timeZone))}–{unbroken(timeIn(a.endsAt, timeZone))}
            </Typography>
            <Typography
              id={titleId}
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 700, lineHeight: 1.3 }}
            >
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {a.service.name}
              {showArtist ? ` · with ${a.artist.displayName}` : ''}
            </Typography>
          </Box>
          <Chip
            size="small"
            label={status.label}
            color={status.tone}
            variant={quiet ? 'outlined' : 'filled'}
          />
        </Stack>

        <Stack
          component="ul"
          direction="row"
          aria-label="Deposit, waiver and arrival"
          sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1, p: 0, listStyle: 'none' }}
        >
          {design && (
            <li>
              <ApprovedDesignChip design={design} />
            </li>
          )}
          {chips.map((c) => (
            <li key={c.label}>
              <Chip size="small" variant="outlined" color={c.tone} label={c.label} />
            </li>
          ))}
          <li>
            <Chip
              size="small"
              variant="outlined"
              color={a.checkIn.arrived ? 'success' : 'default'}
              label={
                a.checkIn.arrived
                  ? a.checkIn.at
                    ? `Arrived ${timeIn(a.checkIn.at, timeZone)}`
                    : 'Arrived'
                  : 'Not arrived'
              }
            />
          </li>
        </Stack>

        {frontOfHouse && (
          <Stack direction="row" sx={{ gap: 2, mt: 1 }}>
            <Link
              component={RouterLink}
              to={`${studioPath(businessId, 'money')}?appointment=${a.id}`}
              variant="body2"
            >
              Payments
              <span style={visuallyHidden}>
                {' '}
                of {name} at {timeIn(a.startsAt, timeZone)}
              </span>
            </Link>
            <Link
              component={RouterLink}
              to={`${studioPath(businessId, 'waivers')}?appointment=${a.id}`}
              variant="body2"
            >
              Waiver
              <span style={visuallyHidden}>
                {' '}
                of {name} at {timeIn(a.startsAt, timeZone)}
              </span>
            </Link>
          </Stack>
        )}

        {(can.confirm || can.move || can.cancel || can.complete || can.noShow) && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
            {can.confirm && (
              <Button
                size="small"
                variant="contained"
                disabled={action.isPending}
                onClick={() => run('confirm')}
              >
                Confirm
              </Button>
            )}
            {can.complete && (
              <Button
                size="small"
                variant="contained"
                disabled={action.isPending}
                onClick={() => run('complete')}
              >
                Completed
              </Button>
            )}
            {can.noShow && (
              <Button
                size="small"
                variant="outlined"
                disabled={action.isPending}
                onClick={() => run('no-show')}
              >
                No-show
              </Button>
            )}
            {can.move && (
              <Button size="small" variant="outlined" disabled={action.isPending} onClick={() => onMove(a)}>
                Move
              </Button>
            )}
            {can.cancel && (
              <Button size="small" color="error" disabled={action.isPending} onClick={() => onCancel(a)}>
                Cancel
              </Button>
            )}
          </Stack>
        )}
        {action.error && (
          <Alert severity="error" sx={{ mt: 1.5 }} onClose={() => action.reset()}>
            {action.error.message}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
