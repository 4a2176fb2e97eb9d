import type { AppointmentView } from '@linework/contract/appointments';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { upcomingAppointmentsQuery } from '../../../lib/appointment-queries.ts';
import { shopTime } from '../../../lib/dates.ts';

const statusLabel: Partial<Record<AppointmentView['status'], string>> = {
  held: 'Deposit due',
  pending_deposit: 'Deposit due',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
};

/** A signed-in customer's next appointments, on top of the home page. */
export function UpcomingAppointments() {
  const { data } = useQuery(upcomingAppointmentsQuery());
  if (!data?.length) return null;
  return (
    <Box component="section" aria-labelledby="upcoming-title">
      <Stack
        direction="row"
        justifyContent="space-between"
        alignItems="baseline"
        // With large text "See all" goes under the heading rather than past the screen's edge.
        sx={{ mb: 1.5, flexWrap: 'wrap', columnGap: 2 }}
      >
        <Typography variant="h2" id="upcoming-title">
          Your upcoming appointments
        </Typography>
        <Link component={RouterLink} to="/account/appointments" aria-label="See all your appointments">
          See all
        </Link>
      </Stack>
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
