import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useLeaveByToken } from '../api/waitlists.ts';

const tokenShape = /^[A-Za-z0-9_-]{10,64}$/;

/** waitlist/leave?token=…: leave a waitlist from any of its messages, without signing in. */
export default function LeaveScreen() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const leave = useLeaveByToken();
  usePageTitle('Leave the waitlist');
  let content: React.ReactNode;
  if (!tokenShape.test(token))
    content = (
      <Alert severity="error" role="alert">
        This link is not valid: it may be incomplete. Leave from your account's waitlists instead.
      </Alert>
    );
  else if (leave.isSuccess)
    content = (
      <Alert severity="success" role="status">
        You left the waitlist. We will not offer you freed times for it any more.
      </Alert>
    );
  else
    content = (
      <Stack spacing={2} alignItems="flex-start">
        <Typography>We will stop offering you freed times for this waitlist.</Typography>
        {leave.error && (
          <Alert severity="error" role="alert">
            {leave.error.message}
          </Alert>
        )}
        <Button variant="contained" onClick={() => leave.mutate(token)} disabled={leave.isPending}>
          {leave.isPending ? 'Leaving…' : 'Leave the waitlist'}
        </Button>
      </Stack>
    );
  return (
    <Stack spacing={2} sx={{ maxWidth: 640, mx: 'auto', width: '100%' }}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
        Leave the waitlist
      </Typography>
      {content}
      <Button component={RouterLink} to="/account/waitlists" sx={{ alignSelf: 'flex-start' }}>
        My waitlists
      </Button>
    </Stack>
  );
}
