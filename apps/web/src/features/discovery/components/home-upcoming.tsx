import Box from '@mui/material/Box';
import { useSession } from '../../../lib/session.tsx';
import { MyRequests } from './my-requests.tsx';
import { UpcomingAppointments } from './upcoming-appointments.tsx';

/**
 * A signed-in customer's next appointments and tattoo requests, on top of home. On the static home
 * page it is the `upcoming` server island (docs/decisions/034-static-pages-with-islands.md): the page
 * is the same for everyone and the server answers this part for the visitor after it shows, with
 * their data already in its queries (`signedIn` says so); in the app it follows the session.
 */
export function HomeUpcoming({ signedIn = false }: { signedIn?: boolean }) {
  const { user } = useSession();
  if (!signedIn && !user.data) return null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <UpcomingAppointments />
      <MyRequests />
    </Box>
  );
}
