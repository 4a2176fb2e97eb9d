import { weekdayNames } from '@linework/contract/waitlists';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { dateTimeIn, mediumDate } from '../../../lib/dates.ts';
import { useLeaveWaitlist, useMyWaitlists } from '../api/waitlists.ts';
import { AccountPage } from '../components/account-page.tsx';

function List() {
  const query = useMyWaitlists();
  const leave = useLeaveWaitlist();
  if (query.isPending) return <CenteredSpinner label="Loading your waitlists" />;
  if (query.error) return <ErrorAlert error={query.error} onRetry={query.refetch} />;
  if (!query.data.length)
    return (
      <Typography>
        You are on no waitlist. On an artist's page, Join the waitlist to be offered times that free up.
      </Typography>
    );
  return (
    <Stack spacing={1.5}>
      {leave.error && <ErrorAlert error={leave.error} onRetry={() => leave.reset()} />}
      {query.data.map((e) => {
        const open = e.offers.filter((o) => o.state === 'offered' && Date.parse(o.expiresAt) > Date.now());
        return (
          <Card key={e.id} variant="outlined" component="article" aria-label={`${e.artistName}: ${e.what}`}>
            <CardContent>
              <Stack spacing={1}>
                <Typography component="h2" fontWeight={700} fontSize="1.1rem">
                  {e.artistName}: {e.what}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  At {e.shopName} · {e.days.map((d) => weekdayNames[d - 1]).join(', ')} ·{' '}
                  {e.times.map((t) => `${t.from}–${t.until}`).join(', ')} · since{' '}
                  {mediumDate(e.createdAt, e.timeZone)}
                </Typography>
                {open.map((o) => (
                  <Button
                    key={o.id}
                    component={RouterLink}
                    to={`/waitlist/offers/${o.id}`}
                    variant="contained"
                    sx={{ alignSelf: 'flex-start' }}
                  >
                    A time opened: {dateTimeIn(o.startsAt, e.timeZone)}
                  </Button>
                ))}
                <Button
                  onClick={() => leave.mutate(e.id)}
                  disabled={leave.isPending}
                  sx={{ alignSelf: 'flex-start' }}
                  aria-label={`Leave ${e.artistName}'s waitlist for ${e.what}`}
                >
                  Leave the waitlist
                </Button>
              </Stack>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}

/** account/waitlists: the waitlists the customer is on, offers open now, and leaving. */
export default function MyWaitlistsScreen() {
  return (
    <AccountPage title="Your waitlists">
      <List />
    </AccountPage>
  );
}
