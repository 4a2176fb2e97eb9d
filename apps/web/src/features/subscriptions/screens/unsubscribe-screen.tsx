import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.tsx';
import { ManageByLink } from '../components/manage-by-link.tsx';
import { MySubscriptions } from '../components/my-subscriptions.tsx';
import { UnsubscribeFromLink } from '../components/unsubscribe-from-link.tsx';

const tokenShape = /^[A-Za-z0-9_-]{16,64}$/;

export default function UnsubscribeScreen() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const manage = search.get('manage') === '1';
  const session = useSession();
  usePageTitle(manage ? 'Your topics' : 'Unsubscribe');
  let content: React.ReactNode;
  if (token !== null && !tokenShape.test(token)) {
    content = (
      <Alert severity="error" role="alert">
        This link is not valid: it may be incomplete or changed. Nothing was changed. Use the link in your
        latest email.
      </Alert>
    );
  } else if (token) {
    content = manage ? <ManageByLink token={token} /> : <UnsubscribeFromLink token={token} />;
  } else if (session.user.isLoading) {
    content = <CenteredSpinner label="Loading your subscriptions" />;
  } else if (session.user.data) {
    content = (
      <Stack spacing={2}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
          Your subscriptions
        </Typography>
        <MySubscriptions />
      </Stack>
    );
  } else {
    content = (
      <Stack spacing={1}>
        <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
          Unsubscribe
        </Typography>
        <Typography>
          Open the Unsubscribe link at the bottom of any email from an artist or shop: it works at once,
          without signing in. Signed in, you can see and change everything you follow here.
        </Typography>
      </Stack>
    );
  }
  return <Stack sx={{ maxWidth: 640, mx: 'auto' }}>{content}</Stack>;
}
