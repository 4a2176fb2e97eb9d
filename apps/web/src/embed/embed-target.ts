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
