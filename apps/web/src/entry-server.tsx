// The server side of the public pages: the API imports the build of this file (dist/server) and
// renders a page through it. Nothing here knows who asks: the page is the same for everyone.

import type { EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { AppointmentView } from '@linework/contract/appointments';
import type { RenderMode } from '@linework/contract/pages';
import type { RequestView } from '@linework/contract/requests';
import { scriptSafeJson } from '@linework/contract/script-json';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { AccountCorner } from './app/account-corner.tsx';
import { BaseProviders } from './app/base-providers.tsx';
import { type PageData, pageDataId } from './app/page-data.ts';
import { Providers } from './app/providers.tsx';
import { createRoutes, type ScreenHandle } from './app/routes.tsx';
import { type EmbedContent, EmbedPage } from './embed/embed-page.tsx';
import { type EmbedTarget, embedTargetOf } from './embed/embed-target.ts';
import { artistFreeTimesQuery } from './features/discovery/api/artist-free-times.ts';
import { HomeUpcoming } from './features/discovery/components/home-upcoming.tsx';
import { NextFreeTime } from './features/discovery/components/workplaces.tsx';
import { confirmSubscriptionQuery } from './features/subscriptions/api/confirm-subscription.ts';
import { ConfirmPanel } from './features/subscriptions/components/confirm-panel.tsx';
import {
  OwnEmbedSnippet,
  SubscribeFormIsland,
} from './features/subscriptions/components/subscribe-islands.tsx';
import { type StaticPage, StaticPageContext } from './islands/island.tsx';
import { IslandRoot } from './islands/island-root.tsx';
import { ApiError, type ApiTransport, setApiTransport } from './lib/api-client.ts';
import { upcomingAppointmentsQuery } from './lib/appointment-queries.ts';
import { artistQuery, shopQuery } from './lib/catalog-queries.ts';
import { createEmotionCache } from './lib/emotion-cache.ts';
import { publicOrigin, setPublicOrigin } from './lib/public-origin.ts';
import { createQueryClient } from './lib/query-client.ts';
import { myRequestsQuery } from './lib/request-queries.ts';

export { islandFirstUseSources, islandSources } from './islands/registry.ts';

export type RenderedPage =
  | {
      kind: 'page';
      /**
       * Which built HTML document the page goes in: the app's (index.html), a static page's with its
       * islands' loader (static.html) or the embed's (embed.html).
       */
      document: 'app' | 'static' | 'embed';
      status: number;
      /** Critical CSS of the page (style tags). */
      head: string;
      /** The markup that goes inside #root. */
      root: string;
      /** The JSON script the browser hydrates from. */
      data: string;
      /** Source files of the screens on the page (build manifest keys), to preload their chunks. */
      screens: string[];
      /** The tab title, when the page sets it on the server (the embed: no script sets it there). */
      title?: string;
    }
  | { kind: 'redirect'; status: number; location: string };

/** Once at start: how the web's API client reaches the API in process, and the public address. */
export function configureServerRendering(options: { transport: ApiTransport; publicUrl: string }) {
  setApiTransport(options.transport);
  setPublicOrigin(options.publicUrl);
}

/** How the route table serves this path: static, hydrated, or in the browser only. */
function renderModeOf(routes: RouteObject[], pathname: string): RenderMode {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route.handle as ScreenHandle | undefined;
  return leaf?.render ?? 'browser';
}

/** Whether this path is a page the server renders (public pages and not-found); others stay client-rendered. */
export function isServerRendered(pathname: string): boolean {
  if (embedTargetOf(pathname)) return true;
  return renderModeOf(createRoutes(createQueryClient()), pathname) !== 'browser';
}

/**
 * A static page's islands, each rendered as its own root the way the browser will hydrate it
 * (src/islands/runtime.tsx): the same providers, its own `identifierPrefix`, its props only.
 */
function staticPage(emotionCache: EmotionCache, url: URL): StaticPage {
  return {
    renderIsland: (element, identifierPrefix) =>
      renderToString(
        <IslandRoot
          emotionCache={emotionCache}
          queryClient={createQueryClient()}
          url={url.pathname + url.search}
        >
          {element}
        </IslandRoot>,
        { identifierPrefix },
      ),
  };
}

/** Islands the server answers after the page shows, for one visitor (`GET /_islands/:name`). */
const serverIslands: Record<
  string,
  {
    component: React.ComponentType<never>;
    /** Whether it has controls to wake (otherwise only links). */
    hydrate: boolean;
    /** Data its component reads, fetched before it renders. */
    prepare?: (queryClient: QueryClient, props: Record<string, unknown>) => Promise<unknown>;
  }
> = {
  account: { component: AccountCorner, hydrate: true },
  'next-free': {
    component: NextFreeTime,
    hydrate: false,
    prepare: (queryClient, props) => queryClient.fetchQuery(artistFreeTimesQuery(String(props.urlPath))),
  },
  // The subscribe page: the confirmation link's answer, and the embed code for the page's own people.
  'subscribe-confirm': {
    component: ConfirmPanel,
    hydrate: false,
    prepare: (queryClient, props) => queryClient.fetchQuery(confirmSubscriptionQuery(String(props.token))),
  },
  'embed-code': { component: OwnEmbedSnippet, hydrate: true },
  subscribe: {
    component: SubscribeFormIsland,
    hydrate: true,
    prepare: async (queryClient, props) => {
      if (props.confirm) await queryClient.fetchQuery(confirmSubscriptionQuery(String(props.confirm)));
    },
  },
  // Home's signed-in part: the API fetched the visitor's own appointments and requests (their token).
  upcoming: {
    component: HomeUpcoming,
    hydrate: false,
    prepare: async (queryClient, props) => {
      queryClient.setQueryData(upcomingAppointmentsQuery().queryKey, props.appointments as AppointmentView[]);
      queryClient.setQueryData(myRequestsQuery().queryKey, props.requests as RequestView[]);
    },
  },
};

export type RenderedIsland = { html: string; head: string; props: unknown; prefix: string; hydrate: boolean };

/** A server island's markup for these props (the API adds what only it knows, e.g. who is signed in). */
export async function renderServerIsland(
  name: string,
  props: Record<string, unknown>,
  pageUrl: string,
): Promise<RenderedIsland | null> {
  const island = serverIslands[name];
  if (!island) return null;
  const queryClient = createQueryClient();
  await island.prepare?.(queryClient, props).catch(() => undefined);
  const emotionCache = serverEmotionCache();
  const prefix = `${name}-s-`;
  const Component = island.component as React.ComponentType<Record<string, unknown>>;
  const url = new URL(pageUrl);
  // The data a server island was given is in its queries now; its component is told it is signed in.
  const componentProps = name === 'upcoming' ? { signedIn: true } : props;
  const html = renderToString(
    <IslandRoot emotionCache={emotionCache} queryClient={queryClient} url={url.pathname + url.search}>
      <Component {...componentProps} />
    </IslandRoot>,
    { identifierPrefix: prefix },
  );
  queryClient.clear();
  const emotion = createEmotionServer(emotionCache);
  const head = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, head, props: componentProps, prefix, hydrate: island.hydrate };
}

/** Route errors as React Router's own hydration reads them back (a 404 stays a route error response). */
function serializeRouteErrors(errors: Record<string, unknown> | null) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { ...error, __type: 'RouteErrorResponse' }
        : { message: error instanceof Error ? error.message : String(error), __type: 'Error' },
    ]),
  );
}

/** Styles are collected for the head instead of written as <style> tags inside the markup. */
function serverEmotionCache() {
  const cache = createEmotionCache();
  cache.compat = true;
  return cache;
}

/**
 * Renders the whole tree into one string once everything lazy inside it has loaded, as finished
 * markup with no inline script (the content security policy allows none).
 */
async function renderToHtml(element: React.ReactElement): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(element, {
    // Never move a finished part out to be revealed by a script later: the page is sent whole.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      // A part that failed on the server would be rendered again in the browser, unlike the HTML.
      failure ??= error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  if (failure) throw failure;
  return Buffer.concat(chunks).toString('utf8');
}

/** The markup, critical CSS and hydration data of a rendered tree. */
async function finish(
  element: React.ReactElement,
  emotionCache: EmotionCache,
  queryClient: QueryClient,
  router: PageData['router'],
  origin: string,
) {
  const html = await renderToHtml(<StrictMode>{element}</StrictMode>);
  const emotion = createEmotionServer(emotionCache);
  const head = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const pageData: PageData = { router, queries: dehydrate(queryClient), origin };
  queryClient.clear();
  return {
    head,
    root: html,
    data: `<script type="application/json" id="${pageDataId}">${scriptSafeJson(pageData)}</script>`,
  };
}

/** What the embed of this artist or shop shows, from the catalogue's own queries. */
async function loadEmbedContent(queryClient: QueryClient, target: EmbedTarget): Promise<EmbedContent> {
  const what = 'urlPath' in target ? 'artist' : 'shop';
  try {
    const found =
      'urlPath' in target
        ? await queryClient.fetchQuery(artistQuery(target.urlPath)).then((a) => ({
            target: { kind: 'artist' as const, urlPath: a.urlPath },
            name: a.displayName,
            path: `/artist/${a.urlPath}`,
          }))
        : await queryClient.fetchQuery(shopQuery(target.shopUrl)).then((s) => ({
            target: { kind: 'shop' as const, shopUrl: s.shopUrl },
            name: s.name,
            path: `/shop/${s.shopUrl}`,
          }));
    const pageUrl = `${publicOrigin()}${found.path}`;
    return { kind: 'form', ...found, pageUrl, subscribeUrl: `${pageUrl}/subscribe` };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'missing', what };
    return { kind: 'failed', message: error instanceof Error ? error.message : 'Something went wrong.' };
  }
}

/**
 * The embeddable form: markup and styles only. The browser runs no React there (src/embed/main.ts
 * enhances the markup), so there is no hydration data to hand over.
 */
async function renderEmbed(url: URL, target: EmbedTarget): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  const content = await loadEmbedContent(queryClient, target);
  const emotionCache = serverEmotionCache();
  const element = (
    <BaseProviders queryClient={queryClient} emotionCache={emotionCache}>
      <EmbedPage content={content} />
    </BaseProviders>
  );
  const page = await finish(element, emotionCache, queryClient, {}, url.origin);
  return {
    kind: 'page',
    document: 'embed',
    status: content.kind === 'missing' ? 404 : 200,
    screens: [],
    ...page,
    data: '',
    ...(content.kind === 'form' && { title: `Follow ${content.name} · Linework` }),
  };
}

/** The page at `url` (absolute), or null when that path is rendered in the browser only. */
export async function renderPage(url: string): Promise<RenderedPage | null> {
  const { pathname } = new URL(url);
  const embed = embedTargetOf(pathname);
  if (embed) return renderEmbed(new URL(url), embed);
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const mode = renderModeOf(routes, pathname);
  if (mode === 'browser') return null;

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const emotionCache = serverEmotionCache();
  // A static page's islands are their own roots; elsewhere the whole page is hydrated.
  const islands = mode === 'static' ? staticPage(emotionCache, new URL(url)) : null;
  const page = await finish(
    <StaticPageContext.Provider value={islands}>
      <Providers queryClient={queryClient} emotionCache={emotionCache}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StaticPageContext.Provider>,
    emotionCache,
    queryClient,
    {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeRouteErrors(context.errors),
    },
    new URL(url).origin,
  );
  const screens = context.matches
    .map((m) => (m.route.handle as ScreenHandle | undefined)?.screen)
    .filter((s): s is string => Boolean(s));
  if (mode === 'static') {
    // The browser gets the markup and the islands' loader: no application, no data to hydrate.
    return { kind: 'page', document: 'static', status: context.statusCode, ...page, screens: [], data: '' };
  }
  return { kind: 'page', document: 'app', status: context.statusCode, screens, ...page };
}
