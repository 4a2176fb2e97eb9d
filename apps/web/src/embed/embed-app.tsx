import Box from '@mui/material/Box';
import { SubscribeEmbed } from '../features/subscriptions/components/subscribe-embed.tsx';

/** Which artist or shop an embed address is for: /artist/{urlPath}/subscribe/embed or /shop/{shopUrl}/…. */
export type EmbedTarget = { urlPath: string } | { shopUrl: string };

export function embedTargetOf(pathname: string): EmbedTarget | null {
  const match = /^\/(artist|shop)\/([^/]+)\/subscribe\/embed\/?$/.exec(pathname);
  if (!match) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
  return match[1] === 'artist' ? { urlPath: slug } : { shopUrl: slug };
}

/** The whole embed page: the form inside a padded main, as the server renders it and the browser hydrates it. */
export function EmbedApp({ target }: { target: EmbedTarget }) {
  return (
    <Box component="main" sx={{ p: 2 }}>
      <SubscribeEmbed {...target} />
    </Box>
  );
}
