import { integrationKeys } from '../../config/env.ts';

type IntercomFn = ((...args: unknown[]) => void) & { q?: unknown[][] };
declare global {
  interface Window {
    Intercom?: IntercomFn;
    intercomSettings?: Record<string, unknown>;
  }
}

type Person = { userId: string; email: string; firstName: string; lastName: string };
// Sign-in can finish before the messenger starts (it waits for an idle page); it boots as them then.
let person: Person | null = null;
const userFields = (user: Person) => ({
  user_id: user.userId,
  email: user.email,
  name: `${user.firstName} ${user.lastName}`,
});

/**
 * Intercom, the support messenger (separate from shop chat): initialised with its app id only
 * when one is configured, otherwise no script is loaded.
 */
export const supportMessenger = {
  start() {
    const appId = integrationKeys.intercomAppId;
    if (!appId || window.Intercom) return;
    const queue: IntercomFn = (...args: unknown[]) => {
      queue.q = queue.q ?? [];
      queue.q.push(args);
    };
    window.Intercom = queue;
    window.intercomSettings = { app_id: appId };
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;
    document.head.appendChild(script);
    window.Intercom('boot', { app_id: appId, ...(person ? userFields(person) : {}) });
  },
  identify(user: Person) {
    person = user;
    window.Intercom?.('update', userFields(user));
  },
  reset() {
    person = null;
    window.Intercom?.('shutdown');
  },
};
