import { withoutBidiControls } from '@linework/contract/text';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';

const urlPattern = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence rather than the address. */
const trailing = /[.,;:!?)\]]+$/;

/**
 * Only http(s) addresses become links; everything else stays text, so no message can inject markup.
 * Direction overrides are dropped (the server stores none; older messages may hold some) and each
 * link is its own left-to-right isolate, so the text around it cannot make it read as another address.
 */
export function linkify(message: string): ReactNode[] {
  const text = withoutBidiControls(message);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(urlPattern)) {
    const start = match.index;
    const raw = match[0];
    const url = raw.replace(trailing, '');
    let href: string | null = null;
    try {
      const parsed = new URL(url);
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') href = parsed.href;
    } catch {
      href = null;
    }
    if (!href) continue;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <bdi key={start} dir="ltr">
        <Link href={href} target="_blank" rel="noopener noreferrer nofollow ugc" color="inherit">
          {url}
        </Link>
      </bdi>,
    );
    last = start + url.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export function LinkifiedText({ text }: { text: string }) {
  return <>{linkify(text)}</>;
}
