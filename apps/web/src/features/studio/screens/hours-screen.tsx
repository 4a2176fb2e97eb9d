import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import {
  artistHoursQuery,
  bookingSettingsQuery,
  dateHoursQuery,
  guestSpotsQuery,
  timeOffQuery,
  useReplaceHours,
  useShop,
  useUpdateSettings,
  useUpdateShop,
} from '../api/hours.ts';
import { useStudioBusiness } from '../api/my-businesses.ts';
import { useProjectDefaults, useSetProjectDefaults } from '../api/projects.ts';
import { BookingSettingsSection } from '../components/hours/booking-settings-section.tsx';
import { DateHoursSection } from '../components/hours/date-hours-section.tsx';
import { useWarnBeforeLeaving } from '../components/hours/form-helpers.ts';
import { GuestSpotsSection } from '../components/hours/guest-spots-section.tsx';
import { PoliciesSection } from '../components/hours/policies-section.tsx';
import { ProjectDefaultsSection } from '../components/hours/project-defaults-section.tsx';
import { TimeOffSection } from '../components/hours/time-off-section.tsx';
import { WeeklyHoursEditor } from '../components/hours/weekly-hours-editor.tsx';

/**
 * Hours and booking: one artist's week, different hours on dates, time off and booking settings at
 * the shop (an artist their own; the owner and front desk pick any artist, `?artist=<id>`), and for
 * the owner and front desk the shop's rules with a preview of the customer's words, and its guest
 * spots.
 */
export default function HoursScreen() {
  const business = useStudioBusiness();
  const { businessId, shopUrl, timeZone } = business;
  const staff = business.role !== 'artist';
  const shop = useShop(shopUrl);
  const updateShop = useUpdateShop(businessId, shopUrl);
  const [search, setSearch] = useSearchParams();
  const artistId = staff ? (search.get('artist') ?? shop.data?.artists[0]?.id ?? null) : business.artistId;

  const [dirtyParts, setDirtyParts] = useState<Record<string, boolean>>({});
  const dirtyReporter = useCallback(
    (part: string) => (dirty: boolean) =>
      setDirtyParts((d) => (Boolean(d[part]) === dirty ? d : { ...d, [part]: dirty })),
    [],
  );
  const [reporters] = useState(() => ({
    week: dirtyReporter('week'),
    dates: dirtyReporter('dates'),
    timeOff: dirtyReporter('timeOff'),
    settings: dirtyReporter('settings'),
    policies: dirtyReporter('policies'),
    projectDefaults: dirtyReporter('projectDefaults'),
    guests: dirtyReporter('guests'),
  }));
  useWarnBeforeLeaving(Object.values(dirtyParts).some(Boolean));

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
        Hours and booking
      </Typography>
      {staff && shop.data && shop.data.artists.length > 0 && (
        <TextField
          select
          label="Artist"
          value={artistId ?? ''}
          onChange={(e) => setSearch({ artist: e.target.value })}
          sx={{ maxWidth: 360 }}
        >
          {shop.data.artists.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.displayName}
              {a.kind === 'guest' ? ' (guest)' : ''}
            </MenuItem>
          ))}
        </TextField>
      )}
      {shop.error && <ErrorAlert error={shop.error} onRetry={shop.refetch} />}
      {staff && shop.data?.artists.length === 0 && (
        <Typography>
          No artists work here yet. Add one under Shop and services, or host a guest below.
        </Typography>
      )}
      {!staff && !artistId && (
        <Typography>
          Your membership is not linked to an artist of this shop yet. Ask the owner to link it.
        </Typography>
      )}
      {artistId && (
        <ArtistPanels
          key={artistId}
          businessId={businessId}
          artistId={artistId}
          timeZone={timeZone}
          reporters={reporters}
        />
      )}
      {staff && shop.data && (
        <>
          <Divider />
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <PoliciesSection
              policies={shop.data.policies}
              onSave={(policies) => updateShop.mutateAsync({ policies })}
              onDirtyChange={reporters.policies}
            />
          </Paper>
          {business.role === 'owner' && (
            <ProjectDefaults businessId={businessId} onDirtyChange={reporters.projectDefaults} />
          )}
          <GuestSpots businessId={businessId} shopUrl={shopUrl} onDirtyChange={reporters.guests} />
        </>
      )}
    </Stack>
  );
}

type Reporter = (dirty: boolean) => void;

function ArtistPanels(props: {
  businessId: string;
  artistId: string;
  timeZone: string;
  reporters: { week: Reporter; dates: Reporter; timeOff: Reporter; settings: Reporter };
}) {
  const { businessId, artistId, timeZone, reporters } = props;
  const week = useQuery(artistHoursQuery(businessId, artistId));
  const dates = useQuery(dateHoursQuery(businessId, artistId));
  const timeOff = useQuery(timeOffQuery(businessId, artistId));
  const settings = useQuery(bookingSettingsQuery(businessId, artistId));
  const replaceHours = useReplaceHours(businessId, artistId);
  const updateSettings = useUpdateSettings(businessId, artistId);
  const failed = week.error ?? dates.error ?? timeOff.error ?? settings.error;
  if (failed)
    return (
      <ErrorAlert
        error={failed}
        onRetry={() => Promise.all([week.refetch(), dates.refetch(), timeOff.refetch(), settings.refetch()])}
      />
    );
  if (!week.data || !dates.data || !timeOff.data || !settings.data)
    return <CenteredSpinner label="Loading the hours" />;
  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <WeeklyHoursEditor
          timeZone={week.data.timeZone || timeZone}
          intervals={week.data.intervals}
          onSave={(intervals) => replaceHours.mutateAsync(intervals)}
          onDirtyChange={reporters.week}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <DateHoursSection
          businessId={businessId}
          artistId={artistId}
          timeZone={dates.data.timeZone || timeZone}
          dates={dates.data.dates}
          onDirtyChange={reporters.dates}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <TimeOffSection
          businessId={businessId}
          artistId={artistId}
          timeZone={week.data.timeZone || timeZone}
          entries={timeOff.data}
          onDirtyChange={reporters.timeOff}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <BookingSettingsSection
          settings={settings.data}
          onSave={(next) => updateSettings.mutateAsync(next)}
          onDirtyChange={reporters.settings}
        />
      </Paper>
    </>
  );
}

/** The shop's defaults for a new project: the owner's, with the shop's other rules. */
function ProjectDefaults(props: { businessId: string; onDirtyChange: Reporter }) {
  const defaults = useProjectDefaults(props.businessId);
  const save = useSetProjectDefaults(props.businessId);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      {defaults.error && <ErrorAlert error={defaults.error} onRetry={defaults.refetch} />}
      {defaults.data ? (
        <ProjectDefaultsSection
          defaults={defaults.data}
          onSave={(next) => save.mutateAsync(next)}
          onDirtyChange={props.onDirtyChange}
        />
      ) : (
        !defaults.error && <CenteredSpinner label="Loading the project defaults" />
      )}
    </Paper>
  );
}

function GuestSpots(props: { businessId: string; shopUrl: string; onDirtyChange: Reporter }) {
  const spots = useQuery(guestSpotsQuery(props.businessId));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      {spots.error && <ErrorAlert error={spots.error} onRetry={spots.refetch} />}
      {spots.data ? (
        <GuestSpotsSection
          businessId={props.businessId}
          shopUrl={props.shopUrl}
          spots={spots.data}
          onDirtyChange={props.onDirtyChange}
        />
      ) : (
        !spots.error && <CenteredSpinner label="Loading the guest spots" />
      )}
    </Paper>
  );
}
