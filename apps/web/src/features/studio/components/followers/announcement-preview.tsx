import type { AnnouncementPreview } from '@linework/contract/subscriptions';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

/**
 * The email's HTML (rendered by the server from the template it sends) in a shadow root: its styles
 * stay inside, the page's stay out. Not an iframe: a srcdoc frame inherits the page's security
 * policy (`frame-ancestors 'none'`) and stays blank. DOMParser runs no script, and none is kept.
 */
function mountEmail(host: HTMLElement, html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const script of doc.querySelectorAll('script')) script.remove();
  const body = document.createElement('div');
  body.setAttribute('style', doc.body.getAttribute('style') ?? '');
  body.append(...doc.body.childNodes);
  const styles = [...doc.head.querySelectorAll('style')];
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  root.replaceChildren(...styles, body);
}

/** The email as followers get it, with its subject line above; its links are for looking only. */
export function EmailPreview({ preview }: { preview: AnnouncementPreview }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (host.current) mountEmail(host.current, preview.html);
  }, [preview.html]);
  return (
    <Stack spacing={1}>
      <Typography>
        <Typography component="span" fontWeight={600}>
          Subject:
        </Typography>{' '}
        {preview.subject}
      </Typography>
      <Box
        ref={host}
        role="region"
        tabIndex={0}
        aria-label={`Email preview: ${preview.subject}`}
        // A preview: following its Book or unsubscribe link would leave the page for nothing.
        onClickCapture={(e) => {
          if ((e.nativeEvent.composedPath()[0] as Element | undefined)?.closest?.('a')) e.preventDefault();
        }}
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
          maxHeight: { xs: 520, md: 640 },
          overflow: 'auto',
        }}
      />
    </Stack>
  );
}
