import type { AppointmentScope } from '@linework/contract/appointments';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useAppointmentPages } from '../api/appointment-pages.ts';
import { AppointmentCard } from './appointment-card.tsx';

const empty: Record<AppointmentScope, string> = {
  upcoming: 'Nothing booked yet.',
  past: 'No past visits yet.',
  cancelled: 'Nothing cancelled.',
};

/** One scope of the customer's appointments, a page at a time. */
export function AppointmentTab({ scope }: { scope: AppointmentScope }) {
  const query = useAppointmentPages(scope);
  if (query.isPending) return <CenteredSpinner label="Loading your appointments" />;
  if (query.error) return <ErrorAlert error={query.error} onRetry={query.refetch} />;
  const items = query.data.pages.flatMap((p) => p.items);
  if (!items.length)
    return (
      <Stack spacing={1.5} alignItems="flex-start">
        <Typography>{empty[scope]}</Typography>
        <Button component={RouterLink} to="/" variant="outlined">
          Find an artist
        </Button>
      </Stack>
    );
  return (
    <Stack spacing={1.5}>
      {items.map((a) => (
        <AppointmentCard key={a.id} a={a} past={scope !== 'upcoming'} />
      ))}
      {query.hasNextPage && (
        <Button
          variant="outlined"
          onClick={() => query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          sx={{ alignSelf: 'center' }}
        >
          Show more
        </Button>
      )}
    </Stack>
  );
}
