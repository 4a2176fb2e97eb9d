import { environment, integrationKeys } from '../../config/env.ts';
import { tracePropagationTargets } from '../trace.ts';

/** Sentry, loaded only when a DSN is configured; otherwise nothing loads and nothing is sent. */
export async function startErrorReporting() {
  if (!integrationKeys.sentryDsn) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn: integrationKeys.sentryDsn,
    environment,
    integrations: [Sentry.browserTracingIntegration()],
    tracesSampleRate: 1,
    tracePropagationTargets: tracePropagationTargets(),
  });
}
