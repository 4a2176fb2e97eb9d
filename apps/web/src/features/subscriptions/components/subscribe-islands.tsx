import type { SubscriptionTarget } from '@linework/contract/subscriptions';
import type { Me } from '@linework/contract/users';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/session.tsx';
import { confirmSubscriptionQuery } from '../api/confirm-subscription.ts';
import { EmbedSnippet } from './embed-snippet.tsx';
import { mayEmbed } from './may-embed.ts';
import { SubscribeForm } from './subscribe-form.tsx';

const about = {
  artist: (name: string) => `Hear first when ${name} opens their books, drops flash or goes on a guest spot.`,
  shop: (name: string) => `Hear first about open books, flash days and guest artists at ${name}.`,
};

const targetOf = (kind: SubscriptionTarget['kind'], slug: string): SubscriptionTarget =>
  kind === 'artist' ? { kind: 'artist', urlPath: slug } : { kind: 'shop', shopUrl: slug };

/**
 * The subscribe form with the signed-in person's address filled in: the subscribe page's island, a
 * server island (docs/decisions/034) whose answer fills in the visitor's address (`email`); in the app
 * the address follows the session.
 */
export function SubscribeFormIsland(props: {
  kind: SubscriptionTarget['kind'];
  slug: string;
  name: string;
  email?: string;
  /** The confirmation link's token: once it has confirmed, the empty form is not offered again. */
  confirm?: string;
  /** Sent without JavaScript: what the server answered (`?followed=sent`, `?problem=<field>`). */
  sent?: boolean;
  problem?: string;
}) {
  const session = useSession();
  const confirmation = useQuery({ ...confirmSubscriptionQuery(props.confirm ?? ''), enabled: false });
  if (confirmation.data?.status === 'confirmed') return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography>{about[props.kind](props.name)}</Typography>
        <SubscribeForm
          target={targetOf(props.kind, props.slug)}
          name={props.name}
          email={props.email ?? session.user.data?.email}
          action={`/${props.kind}/${encodeURIComponent(props.slug)}/subscribe`}
          sent={props.sent}
          problem={props.problem}
        />
      </Stack>
    </Paper>
  );
}

/**
 * The embed code, for the artist themself or the shop's own people only. On the static subscribe page
 * it is a server island (docs/decisions/034): the page is the same for everyone, and the server
 * answers with what the visitor manages (`manages`); in the app it follows the session.
 */
export function OwnEmbedSnippet(props: {
  path: string;
  name: string;
  kind: SubscriptionTarget['kind'];
  slug: string;
  manages?: Me['manages'];
}) {
  const session = useSession();
  const target = targetOf(props.kind, props.slug);
  const me = props.manages ? ({ manages: props.manages } as Me) : session.user.data;
  if (!mayEmbed(me, target)) return null;
  return (
    <>
      <Divider />
      <EmbedSnippet path={props.path} name={props.name} />
    </>
  );
}
