import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { timeIn } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/money.ts';
import { dayAppointmentsQuery, takingsQuery, todayIn } from '../api/money.ts';
import { useStudioBusiness } from '../api/my-businesses.ts';
import { AppointmentPayments } from '../components/money/appointment-payments.tsx';
import { ExportCard } from '../components/money/export-card.tsx';
import { ProjectBalancesCard } from '../components/money/project-balances-card.tsx';
import { TakingsCard } from '../components/money/takings-card.tsx';
import { studioPath } from '../components/studio-sections.ts';

/**
 * The front desk's money: the day's takings in the shop's zone, the day's appointments to open,
 * one appointment's payments (`?appointment=<id>`) with refunds and the counter, and the export.
 */
export default function MoneyScreen() {
  const business = useStudioBusiness();
  const [search, setSearch] = useSearchParams();
  const today = todayIn(business.timeZone);
  const date = search.get('date') ?? today;
  const appointmentId = search.get('appointment');
  const base = studioPath(business.businessId, 'money');
  const linkTo = (id: string) => `${base}?${new URLSearchParams({ date, appointment: id })}`;
  const takings = useQuery(takingsQuery(business.businessId, date));
  const day = useQuery(dayAppointmentsQuery(business.businessId, date));

  if (appointmentId) {
    const a = day.data?.appointments.find((x) => x.id === appointmentId);
    return (
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Button
          component={RouterLink}
          to={`${base}?${new URLSearchParams({ date })}`}
          startIcon={<ArrowBackIcon />}
          sx={{ alignSelf: 'start' }}
        >
          All of the day’s money
        </Button>
        <div>
          <Typography variant="h1">Payments</Typography>
          {a && (
            <Typography color="text.secondary">
              {a.customer.firstName} {a.customer.lastName} · {a.service.name} with {a.artist.displayName} ·{' '}
              {timeIn(a.startsAt, business.timeZone)} · price{' '}
              {formatMoney(a.priceAmount, a.currency, undefined, true)}
            </Typography>
          )}
        </div>
        <AppointmentPayments
          businessId={business.businessId}
          appointmentId={appointmentId}
          timeZone={business.timeZone}
        />
      </Stack>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <div>
        <Typography variant="h1">Money</Typography>
        <Typography color="text.secondary">
          Takings, refunds and the counter, in the shop’s time ({business.timeZone}) and {business.currency}.
        </Typography>
      </div>
      <Stack spacing={2} component="section" aria-labelledby="takings-heading">
        <Stack direction="row" spacing={2} alignItems="center" sx={{ flexWrap: 'wrap' }}>
          <Typography variant="h2" id="takings-heading" sx={{ fontSize: '1.25rem' }}>
            Takings
          </Typography>
          <TextField
            type="date"
            label="Day"
            size="small"
            value={date}
            onChange={(e) => e.target.value && setSearch({ date: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <QueryState query={takings} what="takings">
          {(t) => <TakingsCard takings={t} appointmentLink={linkTo} />}
        </QueryState>
      </Stack>
      <Card variant="outlined" component="section" aria-labelledby="day-heading">
        <CardContent>
          <Typography variant="h2" id="day-heading" sx={{ fontSize: '1.25rem' }}>
            Appointments of the day
          </Typography>
          <QueryState query={day} what="appointments">
            {(d) =>
              d.appointments.length === 0 ? (
                <Typography color="text.secondary">No appointments on this day.</Typography>
              ) : (
                <List dense>
                  {d.appointments.map((a) => (
                    <ListItem key={a.id} disableGutters>
                      <ListItemText
                        primary={
                          <Link component={RouterLink} to={linkTo(a.id)}>
                            {timeIn(a.startsAt, business.timeZone)} {a.customer.firstName}{' '}
                            {a.customer.lastName}
                          </Link>
                        }
                        secondary={`${a.service.name} with ${a.artist.displayName} · ${formatMoney(a.priceAmount, a.currency, undefined, true)} · ${a.status.replace('_', ' ')}`}
                      />
                    </ListItem>
                  ))}
                </List>
              )
            }
          </QueryState>
        </CardContent>
      </Card>
      <ProjectBalancesCard businessId={business.businessId} />
      <ExportCard businessId={business.businessId} today={today} timeZone={business.timeZone} />
    </Stack>
  );
}
