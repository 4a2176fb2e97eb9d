import { topicLabels } from '@linework/contract/subscriptions';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useConfirmSubscription } from '../api/confirm-subscription.ts';

/** What the confirmation link from the email shows: confirmed, or why not. */
export function ConfirmPanel({ token }: { token: string }) {
  const query = useConfirmSubscription(token);
  if (query.isPending) return <CenteredSpinner label="Confirming your subscription" />;
  if (query.error) {
    const invalid = query.error instanceof ApiError && query.error.code === 'LINK_INVALID';
    return (
      <Alert severity="error" role="alert">
        {invalid ? query.error.message : `We could not confirm it: ${query.error.message}`}
      </Alert>
    );
  }
  const s = query.data;
  if (s.status === 'unsubscribed') {
    return (
      <Alert severity="info" role="status">
        This subscription was stopped, so it stays off. You can subscribe again below.
      </Alert>
    );
  }
  return (
    <Alert severity="success" role="status">
      <strong>You’re subscribed.</strong> You will hear from {s.target.name} about{' '}
      {s.topics.map((t) => topicLabels[t].toLowerCase()).join(', ')} at {s.email}.{' '}
      <Link component={RouterLink} to={`/unsubscribe?token=${encodeURIComponent(token)}&manage=1`}>
        Change topics
      </Link>
    </Alert>
  );
}
