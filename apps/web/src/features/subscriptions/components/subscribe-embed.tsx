import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../../components/query-state.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { publicOrigin } from '../../../lib/public-origin.ts';
import { useReportHeightToParent } from './embed-height.ts';
import { SubscribeForm } from './subscribe-form.tsx';
import { useFollowTarget } from './use-follow-target.ts';

/**
 * The form alone, for an iframe on the artist's own site: no app chrome, no sign-in, no cookie or
 * storage needed, and it tells the parent page its height.
 */
export function SubscribeEmbed(params: { urlPath?: string; shopUrl?: string }) {
  const query = useFollowTarget(params);
  useReportHeightToParent();
  usePageTitle(query.data ? `Follow ${query.data.name}` : undefined);
  return (
    <QueryState query={query} what={params.urlPath ? 'artist' : 'shop'}>
      {(t) => (
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
      )}
    </QueryState>
  );
}
