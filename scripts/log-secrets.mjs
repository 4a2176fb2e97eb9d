#!/usr/bin/env node
// Reads the product's log from a journey run and fails if it holds a secret: a link secret in a
// logged URL (check-in pass, follow confirmation, invitation, review link, waiver session, receipt
// key, stream ticket, token, code), a bearer token or the demo password. It is written apart from the
// log scrubber (apps/api/src/http/log-scrub.ts), so a secret the scrubber misses is still caught here.
//
//   node scripts/log-secrets.mjs <log file> [--full]
//
// --full (a whole journey run) also asks that each kind of link the journeys open was seen redacted,
// so a run that never opened one cannot pass for a clean log.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const redacted = '[redacted]';

/** Query parameters whose value is a secret by itself. */
const secretParams = ['pass', 'confirm', 'key', 'token', 'ticket', 'code', 'otp', 'sig', 'signature'];

/** Path words followed by a segment that is the secret of the link. */
const secretPaths = [
  'invitations',
  'review-links',
  'review',
  'waiver-sessions',
  'waiver-session',
  'check-in/tickets',
];

/** Secrets that never belong in a log, wherever they would appear. */
const secretWords = [/\bBearer\s+[A-Za-z0-9._~+/-]{16,}/, /linework-demo/];

/** The kinds a full journey run must have logged (redacted): the links the issue names. */
export const requiredKinds = ['pass', 'confirm', 'invitations'];

const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const paramPattern = new RegExp(`[?&](${secretParams.join('|')})=([^&"\\s#]*)`, 'g');
const pathPattern = new RegExp(`/(${secretPaths.map(escapeRegExp).join('|')})/([^/?#"\\s]+)`, 'g');

/** Each line of `text` that leaks a secret, with what it leaks; and which kinds were seen redacted. */
export function findSecrets(text) {
  const leaks = [];
  const seenRedacted = new Set();
  text.split('\n').forEach((line, index) => {
    const leak = (what) => leaks.push({ line: index + 1, what, text: line.slice(0, 300) });
    for (const [, name, value] of line.matchAll(paramPattern)) {
      if (value === redacted || value === encodeURIComponent(redacted)) seenRedacted.add(name);
      else if (value) leak(`${name}=`);
    }
    for (const [, word, segment] of line.matchAll(pathPattern)) {
      if (segment === redacted || segment === encodeURIComponent(redacted)) seenRedacted.add(word);
      else leak(`/${word}/`);
    }
    for (const word of secretWords) if (word.test(line)) leak(String(word));
  });
  return { leaks, seenRedacted };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [file, flag] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node scripts/log-secrets.mjs <log file> [--full]');
    process.exit(2);
  }
  const text = readFileSync(file, 'utf8');
  const { leaks, seenRedacted } = findSecrets(text);
  const lines = text.split('\n').filter(Boolean).length;
  for (const { line, what, text: shown } of leaks.slice(0, 20))
    console.error(`${file}:${line}: ${what} ${shown}`);
  const missing = flag === '--full' ? requiredKinds.filter((kind) => !seenRedacted.has(kind)) : [];
  if (missing.length)
    console.error(`The journeys' log never showed these links redacted: ${missing.join(', ')}`);
  console.log(
    `${lines} log lines; ${leaks.length} secrets; seen redacted: ${[...seenRedacted].sort().join(', ') || 'none'}`,
  );
  process.exit(leaks.length || missing.length ? 1 : 0);
}
