import { apiBaseUrl } from '../config/env.ts';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where tracing headers (`sentry-trace`, `baggage`) may go: localhost and the product's own API
 * path, never a third party. Sentry's tracePropagationTargets uses the same list.
 */
export function tracePropagationTargets(base = apiBaseUrl): RegExp[] {
  const targets = [/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/, /^\/v1\//];
  if (base) targets.push(new RegExp(`^${escapeRegExp(base)}/v1/`));
  return targets;
}

export const shouldPropagateTrace = (url: string, base = apiBaseUrl) =>
  tracePropagationTargets(base).some((target) => target.test(url));
