import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.tsx';
import { confirmSubscriptionQuery } from '../api/confirm-subscription.ts';
import { ConfirmPanel } from './confirm-panel.tsx';
import { EmbedSnippet } from './embed-snippet.tsx';
import { mayEmbed } from './may-embed.ts';
import { SubscribeForm } from './subscribe-form.tsx';
import { useFollowTarget } from './use-follow-target.ts';

const about = {
  artist: (name: string) => `Hear first when ${name} opens their books, drops flash or goes on a guest spot.`,
  shop: (name: string) => `Hear first about open books, flash days and guest artists at ${name}.`,
};

/** The full-page subscribe screen of an artist or shop, with its header; the embed code for its own people. */
export function SubscribePage(params: { urlPath?: string; shopUrl?: string }) {
  const query = useFollowTarget(params);
  const [search] = useSearchParams();
  const confirmToken = search.get('confirm');
  const session = useSession();
  const confirmation = useQuery({
    ...confirmSubscriptionQuery(confirmToken ?? ''),
    enabled: Boolean(confirmToken),
  });
  const linkConfirmed = confirmation.data?.status === 'confirmed';
  usePageTitle(query.data ? `Follow ${query.data.name}` : undefined);
  return (
    <QueryState query={query} what={params.urlPath ? 'artist' : 'shop'}>
      {(t) => (
        <Stack spacing={3} sx={{ maxWidth: 640, mx: 'auto' }}>
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
          {confirmToken && <ConfirmPanel token={confirmToken} />}
          {/* Confirmed from the email's link: the follow is on, so no empty form to fill again. */}
          {!linkConfirmed && (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Stack spacing={2}>
                <Typography>{about[t.target.kind](t.name)}</Typography>
                <SubscribeForm target={t.target} name={t.name} email={session.user.data?.email} />
              </Stack>
            </Paper>
          )}
          {mayEmbed(session.user.data, t.target) && (
            <>
              <Divider />
              <EmbedSnippet path={t.path} name={t.name} />
            </>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
