import type { WeeklyInterval } from '@linework/contract/catalog';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The week's hours, Monday first, as wall-clock times of one time zone. */
export function WeekTable({ hours, label }: { hours: WeeklyInterval[]; label: string }) {
  return (
    <Table size="small" aria-label={label} sx={{ maxWidth: 360 }}>
      <TableBody>
        {days.map((day, i) => {
          const open = hours.filter((h) => h.weekday === i + 1);
          return (
            <TableRow key={day}>
              <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                {day}
              </TableCell>
              <TableCell>
                {open.length ? open.map((h) => `${h.opens}–${h.closes}`).join(', ') : 'Closed'}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** Opening hours in the shop's own time zone, with whether it is open right now. */
export function HoursTable({
  hours,
  openNow,
  timeZone,
}: {
  hours: WeeklyInterval[];
  openNow: boolean;
  timeZone: string;
}) {
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} alignItems="center">
        <Chip
          size="small"
          color={openNow ? 'secondary' : 'default'}
          label={openNow ? 'Open now' : 'Closed now'}
        />
        <Typography variant="body2" color="text.secondary">
          Times in the shop’s time zone ({timeZone.replace('_', ' ')})
        </Typography>
      </Stack>
      <WeekTable hours={hours} label="Opening hours" />
    </Stack>
  );
}
