import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that grant access by themselves: receipt keys, subscription and unsubscribe
 * tokens, follow confirmations (`confirm`), check-in passes (`pass`), live-stream tickets, signed
 * file links, codes.
 */
const secretParams =
  /^(key|token|ticket|sig|signature|otp|code|pass|confirm|x-amz-signature|x-amz-credential|x-amz-security-token)$/i;

/**
 * Path segments that are themselves the secret of a link: the id after these words (a team
 * invitation's token, as a page and under /v1, included).
 */
const secretSegments = /(\/(?:waiver-sessions?|review-links|review|check-in\/tickets|invitations)\/)[^/?#]+/g;

const hidden = '[redacted]';

/** A request URL as the log may keep it: the link secrets in its path and query replaced. */
export function scrubUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q)).replace(secretSegments, `$1${hidden}`);
  if (q < 0) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {}
      return secretParams.test(decoded) ? `${name}=${hidden}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** pino's request serializer, as Fastify's default but with the URL scrubbed. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: scrubUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
