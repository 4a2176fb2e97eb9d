// One place for where the app runs and which API it talks to (docs/requirements.md#calls, #constants).

/** The product's own web host; everywhere else is development. */
export const productionWebHost = 'linework.app';
export const productionApiUrl = 'https://api.linework.app';

export type AppEnvironment = 'production' | 'development';

export const environmentFor = (hostname: string): AppEnvironment =>
  hostname === productionWebHost || hostname === `www.${productionWebHost}` ? 'production' : 'development';

/**
 * The API's base address: the production API on the production host, the same origin otherwise
 * (the API serves the app), unless VITE_API_URL overrides it.
 */
export function apiBaseUrlFor(
  hostname: string,
  override: string | undefined = import.meta.env.VITE_API_URL,
): string {
  if (override) return override.replace(/\/$/, '');
  return environmentFor(hostname) === 'production' ? productionApiUrl : '';
}

// On the server (rendering a public page) there is no window: the API answers in process there.
const hostname = typeof window === 'undefined' ? '' : window.location.hostname;
export const environment = environmentFor(hostname);
export const apiBaseUrl = apiBaseUrlFor(hostname);

export const requestTimeoutMs = 30_000;
export const queryStaleTimeMs = 150_000;
export const toastAutoCloseMs = 5_000;

export const integrationKeys = {
  sentryDsn: import.meta.env.VITE_SENTRY_DSN as string | undefined,
  posthogKey: import.meta.env.VITE_POSTHOG_KEY as string | undefined,
  posthogHost: (import.meta.env.VITE_POSTHOG_HOST as string | undefined) ?? 'https://us.i.posthog.com',
  intercomAppId: import.meta.env.VITE_INTERCOM_APP_ID as string | undefined,
};

/** Map tiles: any XYZ tile server; without reachable tiles the map still shows its markers. */
export const mapTiles = {
  url:
    (import.meta.env.VITE_MAP_TILE_URL as string | undefined) ??
    'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    (import.meta.env.VITE_MAP_TILE_ATTRIBUTION as string | undefined) ??
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};
