import type { ShopAppointment } from '@linework/contract/staff-booking';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { dayLabel, timeIn } from '../../../lib/dates.ts';
import { useStudioBusiness } from '../api/my-businesses.ts';
import { appointmentsQuery } from '../api/today-appointments.ts';
import { useBusinessLive } from '../api/today-live.ts';
import { studioPath } from '../components/studio-sections.ts';
import { DateNav } from '../components/today/day-nav.tsx';
import { customerName, depositLabel, statusLabels, waiverLabel } from '../components/today/labels.ts';
import { addDays, isDate, shopToday, weekStart, zoneCity } from '../components/today/shop-dates.ts';
import { useNow } from '../components/today/use-now.ts';
import { useRoster } from '../components/today/use-roster.ts';

const everyone = 'all';

/**
 * The week (Monday to Sunday of the shop's calendar) per artist: seven days side by side on a desk,
 * one after another on a phone; each day opens the day's screen, where the changes are made.
 */
export default function CalendarScreen() {
  const business = useStudioBusiness();
  const { businessId, timeZone, role } = business;
  const [params, setParams] = useSearchParams();
  const now = useNow();
  const thisWeek = weekStart(shopToday(timeZone, new Date(now)));
  const today = shopToday(timeZone, new Date(now));
  const asked = params.get('week');
  const monday = isDate(asked) ? weekStart(asked) : thisWeek;
  const ownArtist = role === 'artist' ? business.artistId : null;
  const week = useQuery(appointmentsQuery(businessId, monday, 7));
  useBusinessLive(businessId);
  const roster = useRoster(business.shopUrl, ownArtist, week.data?.appointments);
  const shown = ownArtist ?? (params.get('artist') || everyone);
  const theme = useTheme();
  const desk = useMediaQuery(theme.breakpoints.up('md'));
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));

  const set = (next: { week?: string; artist?: string }) => {
    const merged = {
      week: monday === thisWeek ? '' : monday,
      artist: shown === everyone ? '' : shown,
      ...next,
    };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v && v !== everyone)));
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {monday === thisWeek ? 'This week' : `Week of ${dayLabel(monday)}`}
        </Typography>
        <Typography color="text.secondary">
          {dayLabel(monday)} to {dayLabel(days[6]!)}, in {zoneCity(timeZone)} time
        </Typography>
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <DateNav
          date={monday}
          unit="week"
          step={(d, by) => addDays(d, by * 7)}
          atToday={monday === thisWeek}
          onToday={() => set({ week: thisWeek })}
          onChange={(d) => set({ week: weekStart(d) })}
        />
        {!ownArtist && (
          <FormControl size="small" sx={{ minWidth: 180 }}>
            <InputLabel id="artist-filter">Artist</InputLabel>
            <Select
              labelId="artist-filter"
              label="Artist"
              value={roster.some((r) => r.id === shown) ? shown : everyone}
              onChange={(e) => set({ artist: e.target.value })}
            >
              <MenuItem value={everyone}>Every artist</MenuItem>
              {roster.map((r) => (
                <MenuItem key={r.id} value={r.id}>
                  {r.displayName}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        )}
      </Stack>
      <QueryState query={week} what="week">
        {({ appointments }) => {
          const mine = appointments.filter((a) => shown === everyone || a.artist.id === shown);
          const byDay = (d: string) => mine.filter((a) => a.localStart.startsWith(d));
          return (
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: desk ? 'repeat(7, minmax(130px, 1fr))' : '1fr',
              }}
            >
              {days.map((d) => (
                <Paper
                  key={d}
                  component="section"
                  aria-labelledby={`day-${d}`}
                  variant="outlined"
                  sx={{
                    p: 1.25,
                    minWidth: 0,
                    bgcolor: d === today ? 'background.paper' : 'grey.50',
                    borderColor: d === today ? 'primary.main' : undefined,
                  }}
                >
                  <Typography id={`day-${d}`} variant="h2" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
                    <Link
                      component={RouterLink}
                      to={`${studioPath(businessId)}${d === today ? '' : `?date=${d}`}`}
                    >
                      {dayLabel(d)}
                    </Link>
                  </Typography>
                  <Stack component="ul" sx={{ gap: 1, p: 0, m: 0, listStyle: 'none' }}>
                    {byDay(d).map((a) => (
                      <WeekEntry
                        key={a.id}
                        appointment={a}
                        showArtist={shown === everyone && !ownArtist}
                        timeZone={timeZone}
                      />
                    ))}
                  </Stack>
                  {byDay(d).length === 0 && (
                    <Typography variant="body2" color="text.secondary">
                      Nothing booked.
                    </Typography>
                  )}
                </Paper>
              ))}
            </Box>
          );
        }}
      </QueryState>
    </Stack>
  );
}

function WeekEntry({
  appointment: a,
  showArtist,
  timeZone,
}: {
  appointment: ShopAppointment;
  showArtist: boolean;
  timeZone: string;
}) {
  const status = statusLabels[a.status];
  const quiet = ['cancelled', 'expired', 'no_show'].includes(a.status);
  return (
    <Box
      component="li"
      sx={{
        // A visit that will not happen steps back by its grey, not by faded text that fails contrast.
        bgcolor: quiet ? 'grey.100' : 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: status.tone === 'default' ? 'grey.400' : `${status.tone}.main`,
        borderRadius: 1,
        p: 0.75,
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {timeIn(a.startsAt, timeZone)} {customerName(a)}
      </Typography>
      <Typography variant="body2">{a.service.name}</Typography>
      {showArtist && (
        <Typography variant="body2" color="text.secondary">
          {a.artist.displayName}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {status.label} · {depositLabel(a).label} · {waiverLabel(a).label}
      </Typography>
    </Box>
  );
}
