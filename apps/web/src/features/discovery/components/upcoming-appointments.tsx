import type { AppointmentView } from '@linework/contract/appointments';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { upcomingAppointmentsQuery } from '../../../lib/appointment-queries.ts';
import { browserZone, dayTimeIn } from '../../../lib/dates.ts';

const statusLabel: Partial<Record<AppointmentView['status'], string>> = {
  held: 'Deposit due',
  pending_deposit: 'Deposit due',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
};

/** When, in the shop's own time zone, with the zone named when it is not the visitor's. */
export function shopTime(a: Pick<AppointmentView, 'startsAt' | 'shop'>) {
  const text = dayTimeIn(a.startsAt, a.shop.timeZone);
  const own = browserZone();
  return own === a.shop.timeZone ? text : `${text} (${a.shop.city} time)`;
}

/** A signed-in customer's next appointments, on top of the home page. */
export function UpcomingAppointments() {
  const { data } = useQuery(upcomingAppointmentsQuery());
  if (!data?.length) return null;
  return (
    <Box component="section" aria-labelledby="upcoming-title">
      <Typography variant="h2" id="upcoming-title" sx={{ mb: 1.5 }}>
        Your upcoming appointments
      </Typography>
      <Stack spacing={1.5}>
        {data.slice(0, 3).map((a) => (
          <Card key={a.id} variant="outlined">
            <CardActionArea component={RouterLink} to={`/booking/${a.id}`} sx={{ p: 2 }}>
              <Stack direction="row" justifyContent="space-between" gap={1} flexWrap="wrap">
                <Stack spacing={0.5}>
                  <Typography fontWeight={700}>
                    {a.service.name} with {a.artist.displayName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {shopTime(a)} · {a.shop.name}
                  </Typography>
                </Stack>
                <Chip
                  size="small"
                  label={statusLabel[a.status] ?? a.status}
                  color={a.status === 'confirmed' ? 'secondary' : 'default'}
                  sx={{ alignSelf: 'flex-start' }}
                />
              </Stack>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
