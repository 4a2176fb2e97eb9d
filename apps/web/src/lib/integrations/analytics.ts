import { integrationKeys } from '../../config/env.ts';
import { whenPageIdle } from './when-page-idle.ts';

type PostHog = typeof import('posthog-js').default;
let client: Promise<PostHog> | null = null;

/** PostHog, loaded only when a key is configured, and then only once the first screen is done. */
function posthog(): Promise<PostHog> | null {
  if (!integrationKeys.posthogKey) return null;
  client ??= whenPageIdle()
    .then(() => import('posthog-js'))
    .then(({ default: ph }) => {
      ph.init(integrationKeys.posthogKey!, {
        api_host: integrationKeys.posthogHost,
        capture_pageview: false,
      });
      return ph;
    });
  return client;
}

export const analytics = {
  pageView(path: string) {
    void posthog()?.then((ph) => ph.capture('$pageview', { $current_url: window.location.origin + path }));
  },
  identify(user: { userId: string; email: string; firstName: string; lastName: string }) {
    void posthog()?.then((ph) =>
      ph.identify(user.userId, { email: user.email, name: `${user.firstName} ${user.lastName}` }),
    );
  },
  reset() {
    void posthog()?.then((ph) => ph.reset());
  },
};
