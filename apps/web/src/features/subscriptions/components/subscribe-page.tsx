import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Island } from '../../../islands/island.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { confirmSubscriptionQuery } from '../api/confirm-subscription.ts';
import { ConfirmPanel } from './confirm-panel.tsx';
import { OwnEmbedSnippet, SubscribeFormIsland } from './subscribe-islands.tsx';
import { useFollowTarget } from './use-follow-target.ts';

/** The full-page subscribe screen of an artist or shop, with its header; the embed code for its own people. */
export function SubscribePage(params: { urlPath?: string; shopUrl?: string }) {
  const query = useFollowTarget(params);
  const [search] = useSearchParams();
  const confirmToken = search.get('confirm');
  // The form sent without JavaScript comes back here (apps/api/src/web/form-posts.ts).
  const sent = search.get('followed') === 'sent';
  const problem = search.get('problem');
  // A static page (docs/decisions/034): the form is an island; the confirmation and the embed code
  // are the server's answers for this visitor, after the page shows.
  const confirmation = useQuery({
    ...confirmSubscriptionQuery(confirmToken ?? ''),
    enabled: Boolean(confirmToken),
  });
  const linkConfirmed = confirmation.data?.status === 'confirmed';
  usePageTitle(query.data ? `Follow ${query.data.name}` : undefined);
  return (
    <QueryState query={query} what={params.urlPath ? 'artist' : 'shop'}>
      {(t) => (
        // Gaps, not margins: an island's wrapper has no box of its own (display: contents).
        <Stack spacing={3} useFlexGap sx={{ maxWidth: 640, mx: 'auto' }}>
          <Stack direction="row" spacing={2} alignItems="center">
            <Avatar src={t.imageUrl ?? undefined} alt="" sx={{ width: 72, height: 72 }} />
            <Stack spacing={0.5}>
              <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
                Follow {t.name}
              </Typography>
              <Link component={RouterLink} to={t.path}>
                Back to {t.name}
                {t.subtitle ? ` · ${t.subtitle}` : ''}
              </Link>
            </Stack>
          </Stack>
          {confirmToken && (
            <Island
              name="subscribe-confirm"
              when="server"
              component={ConfirmPanel}
              props={{ token: confirmToken }}
            />
          )}
          {/* Confirmed from the email's link: the follow is on, so no empty form to fill again. */}
          {!linkConfirmed && (
            <Island
              name="subscribe"
              when="server"
              component={SubscribeFormIsland}
              props={{
                kind: t.target.kind,
                slug: t.target.kind === 'artist' ? t.target.urlPath : t.target.shopUrl,
                name: t.name,
                ...(confirmToken && { confirm: confirmToken }),
                ...(sent && { sent }),
                ...(problem && { problem }),
              }}
            />
          )}
          <Island
            name="embed-code"
            when="server"
            component={OwnEmbedSnippet}
            props={{
              path: t.path,
              name: t.name,
              kind: t.target.kind,
              slug: t.target.kind === 'artist' ? t.target.urlPath : t.target.shopUrl,
            }}
          />
        </Stack>
      )}
    </QueryState>
  );
}
