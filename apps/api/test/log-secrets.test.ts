import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { scrubUrl } from '../src/http/log-scrub.ts';

// The check `npm test` runs over the product's log after the journeys (scripts/log-secrets.mjs): it
// must see every secret-bearing link the issue names, and pass each one once the scrubber has run.

type Scan = { leaks: { what: string }[]; seenRedacted: Set<string> };
const { findSecrets } = (await import(
  pathToFileURL(path.join(repoRoot, 'scripts/log-secrets.mjs')).href
)) as {
  findSecrets: (text: string) => Scan;
};

const secretLinks = {
  pass: '/shop/north-star-tattoo/check-in?pass=Zm9vYmFyYmF6cXV4cXV1eA',
  confirm: '/artist/mara-vale/subscribe?confirm=c0nf1rmT0k3n',
  invitations: '/invitations/aW52aXRhdGlvbi10b2tlbg',
  'v1 invitations': '/v1/invitations/aW52aXRhdGlvbi10b2tlbg/accept',
  review: '/review/cmV2aWV3LWxpbmstaWQ',
  'receipt key': '/v1/payments/pay_1/receipt?key=a2V5LWtleS1rZXk',
  'stream ticket': '/v1/events/me?ticket=dGlja2V0LXRpY2tldA',
};

/** One pino request line, as the server writes it. */
const logLine = (url: string) =>
  JSON.stringify({ level: 30, msg: 'incoming request', req: { method: 'GET', url } });

describe('the journeys’ log check', () => {
  it.each(Object.entries(secretLinks))('finds a %s link logged in full', (_kind, url) => {
    expect(findSecrets(logLine(url)).leaks).toHaveLength(1);
  });

  it.each(Object.entries(secretLinks))('passes a %s link once it is scrubbed', (_kind, url) => {
    const scrubbed = scrubUrl(url);
    expect(scrubbed).not.toBe(url);
    expect(findSecrets(logLine(scrubbed)).leaks).toEqual([]);
  });

  it('knows which links a run showed redacted, so a run that opened none cannot pass for clean', () => {
    const log = [secretLinks.pass, secretLinks.invitations, '/shop/north-star-tattoo'].map((u) =>
      logLine(scrubUrl(u)),
    );
    expect([...findSecrets(log.join('\n')).seenRedacted].sort()).toEqual(['invitations', 'pass']);
  });

  it('finds a bearer token or the demo password wherever it appears', () => {
    expect(findSecrets('authorization: Bearer eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiJ4In0.c2ln').leaks).toHaveLength(
      1,
    );
    expect(findSecrets('{"msg":"sign in failed for linework-demo"}').leaks).toHaveLength(1);
  });
});
