// First: before any module builds a zod schema (see the file).
import './lib/zod-jitless.ts';
import '@fontsource/montserrat/latin-600.css';
import '@fontsource/montserrat/latin-700.css';
import '@fontsource/montserrat/latin-800.css';
import '@fontsource/open-sans/latin-400.css';
import '@fontsource/open-sans/latin-600.css';
import './app/global.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { type PageData, pageDataId } from './app/page-data.ts';
import { Providers } from './app/providers.tsx';
import { createRoutes } from './app/routes.tsx';
import { createEmotionCache } from './lib/emotion-cache.ts';
import { startIntegrationsWhenIdle } from './lib/integrations/start.ts';
import { setPublicOrigin } from './lib/public-origin.ts';
import { createQueryClient } from './lib/query-client.ts';

declare global {
  interface Window {
    __staticRouterHydrationData?: PageData['router'];
  }
}

startIntegrationsWhenIdle();

/** Loads the screens of the current address first, so hydration renders them, not a fallback. */
async function loadRouteModules(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

async function start() {
  const container = document.getElementById('root')!;
  const queryClient = createQueryClient();
  const emotionCache = createEmotionCache();
  const routes = createRoutes(queryClient);
  const pageDataElement = document.getElementById(pageDataId);
  const pageData = pageDataElement ? (JSON.parse(pageDataElement.textContent ?? '') as PageData) : null;
  if (pageData) {
    // The server's queries and route state: the screens start with them and fetch nothing again.
    hydrate(queryClient, pageData.queries);
    setPublicOrigin(pageData.origin);
    window.__staticRouterHydrationData = pageData.router;
    await loadRouteModules(routes);
  }
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient} emotionCache={emotionCache}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </Providers>
    </StrictMode>
  );
  // A page the server rendered is hydrated; a private screen is rendered here from the empty shell.
  if (pageData) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
