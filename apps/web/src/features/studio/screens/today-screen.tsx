import type { ShopAppointment } from '@linework/contract/staff-booking';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { useApprovedDesigns } from '../../../lib/design-queries.ts';
import { useStudioBusiness } from '../api/my-businesses.ts';
import { appointmentsQuery } from '../api/today-appointments.ts';
import { type LiveState, useBusinessLive } from '../api/today-live.ts';
import { AppointmentCard } from '../components/today/appointment-card.tsx';
import { CancelDialog } from '../components/today/cancel-dialog.tsx';
import { DateNav } from '../components/today/day-nav.tsx';
import { daySummary } from '../components/today/labels.ts';
import { MoveDialog } from '../components/today/move-dialog.tsx';
import { addDays, isDate, longDay, shopToday, zoneCity } from '../components/today/shop-dates.ts';
import { useNow } from '../components/today/use-now.ts';
import { type RosterArtist, useRoster } from '../components/today/use-roster.ts';

const liveLabels: Record<LiveState, string> = {
  live: 'Live',
  connecting: 'Connecting…',
  offline: 'Offline',
};

/**
 * The studio's home: the shop's day per artist in the shop's own zone, with each appointment's
 * deposit, waiver and arrival, and the changes the shop makes to them. Columns per artist on a
 * desk; on a phone one list in time order with the artist named. Live: any change reads it again.
 */
export default function TodayScreen() {
  const business = useStudioBusiness();
  const { businessId, timeZone, role } = business;
  const [params, setParams] = useSearchParams();
  const now = useNow();
  const today = shopToday(timeZone, new Date(now));
  const asked = params.get('date');
  const date = isDate(asked) ? asked : today;
  const day = useQuery(appointmentsQuery(businessId, date));
  const live = useBusinessLive(businessId);
  const artistId = role === 'artist' ? business.artistId : null;
  const roster = useRoster(business.shopUrl, artistId, day.data?.appointments);
  const theme = useTheme();
  const desk = useMediaQuery(theme.breakpoints.up('md'));
  const [cancelling, setCancelling] = useState<ShopAppointment | null>(null);
  const [moving, setMoving] = useState<ShopAppointment | null>(null);
  const frontOfHouse = role === 'owner' || role === 'staff';
  const designs = useApprovedDesigns(businessId, day.data?.appointments.map((a) => a.id) ?? []);
  const designOf = (id: string) => designs.data?.find((d) => d.appointmentId === id);

  const goTo = (next: string) => setParams(next === today ? {} : { date: next }, { replace: false });
  const card = (a: ShopAppointment, showArtist: boolean) => (
    <AppointmentCard
      key={a.id}
      appointment={a}
      businessId={businessId}
      timeZone={timeZone}
      showArtist={showArtist}
      frontOfHouse={frontOfHouse}
      now={now}
      onCancel={setCancelling}
      onMove={setMoving}
      design={designOf(a.id)}
    />
  );

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'baseline', justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
            {date === today ? 'Today' : longDay(date)}
          </Typography>
          <Typography color="text.secondary">
            {date === today ? `${longDay(date)} · ` : ''}
            {artistId ? 'Your appointments' : 'Every artist'}, in {zoneCity(timeZone)} time
          </Typography>
        </Box>
        <Chip
          size="small"
          variant="outlined"
          color={live === 'live' ? 'success' : 'default'}
          label={liveLabels[live]}
          title={live === 'live' ? 'New bookings and changes appear here as they happen' : undefined}
        />
      </Stack>
      <DateNav
        date={date}
        unit="day"
        step={addDays}
        atToday={date === today}
        onToday={() => goTo(today)}
        onChange={goTo}
      />
      <QueryState query={day} what="day">
        {({ appointments }) => {
          return (
            <>
              <Typography>{daySummary(appointments, artistId ? null : roster.length)}</Typography>
              {desk ? (
                <Columns roster={roster} appointments={appointments} card={(a) => card(a, false)} />
              ) : (
                <Stack sx={{ gap: 1.5 }}>{appointments.map((a) => card(a, !artistId))}</Stack>
              )}
            </>
          );
        }}
      </QueryState>
      {cancelling && (
        <CancelDialog
          appointment={cancelling}
          businessId={businessId}
          timeZone={timeZone}
          onClose={() => setCancelling(null)}
        />
      )}
      {moving && (
        <MoveDialog
          appointment={moving}
          businessId={businessId}
          shopUrl={business.shopUrl}
          timeZone={timeZone}
          onClose={() => setMoving(null)}
        />
      )}
    </Stack>
  );
}

/** One column per artist, each in time order (the API's order). */
function Columns({
  roster,
  appointments,
  card,
}: {
  roster: RosterArtist[];
  appointments: ShopAppointment[];
  card(a: ShopAppointment): ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        // Four artists fit beside the side menu on a 1280 px desk; a fifth scrolls, never squeezes a card.
        gridTemplateColumns: `repeat(${Math.max(roster.length, 1)}, minmax(13rem, 1fr))`,
        overflowX: 'auto',
        pb: 1,
      }}
    >
      {roster.map((artist) => {
        const theirs = appointments.filter((a) => a.artist.id === artist.id);
        return (
          <Paper
            key={artist.id}
            component="section"
            aria-labelledby={`artist-${artist.id}`}
            variant="outlined"
            sx={{ p: 1.5, bgcolor: 'grey.50', minWidth: 0 }}
          >
            <Typography
              id={`artist-${artist.id}`}
              variant="h2"
              sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1.5 }}
            >
              {artist.displayName}
            </Typography>
            <Stack sx={{ gap: 1.5 }}>
              {theirs.length ? (
                theirs.map(card)
              ) : (
                <Typography color="text.secondary">Nothing booked.</Typography>
              )}
            </Stack>
          </Paper>
        );
      })}
    </Box>
  );
}
