import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { publicOrigin } from '../../../lib/public-origin.ts';
import { useReportHeightToParent } from './embed-height.ts';
import { SubscribeForm } from './subscribe-form.tsx';
import { useFollowTarget } from './use-follow-target.ts';

/**
 * The form alone, for an iframe on the artist's own site: no app chrome, no router, no sign-in, no
 * cookie or storage needed, and it tells the parent page its height. It has an entry of its own
 * (src/entry-embed.tsx), so it loads none of the app around it.
 */
export function SubscribeEmbed(params: { urlPath?: string; shopUrl?: string }) {
  const query = useFollowTarget(params);
  useReportHeightToParent();
  usePageTitle(query.data ? `Follow ${query.data.name}` : undefined);
  const what = params.urlPath ? 'artist' : 'shop';
  if (query.isPending) return <CenteredSpinner label={`Loading the ${what}`} />;
  if (query.error) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return (
        <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>{`We could not find this ${what}`}</Typography>
      );
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => query.refetch()}>
            Try again
          </Button>
        }
      >
        {query.error.message}
      </Alert>
    );
  }
  const t = query.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
        Follow {t.name}
      </Typography>
      <SubscribeForm target={t.target} name={t.name} />
      <Typography variant="body2" color="text.secondary">
        Sent through{' '}
        <Link href={`${publicOrigin()}${t.path}`} target="_blank" rel="noopener">
          Linework
        </Link>
      </Typography>
    </Stack>
  );
}
