import { type PageName, pagePaths, pages, type RenderMode } from '@linework/contract/pages';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { data, type RouteObject } from 'react-router';
import { NotFound } from '../components/not-found.tsx';
import { reviewPageFrom, reviewPageQuery } from '../features/discovery/api/review-pages.ts';
import { resultPagesOf, searchFiltersFrom, searchQuery } from '../features/discovery/api/search.ts';
import { reviewLinkQuery } from '../features/reviews/api/get-review-link.ts';
import { ApiError } from '../lib/api-client.ts';
import {
  artistInShopQuery,
  artistQuery,
  serviceQuery,
  shopFlashQuery,
  shopQuery,
} from '../lib/catalog-queries.ts';
import { BareLayout, ChromeLayout, RootLayout } from './layouts.tsx';
import { RouteError } from './route-error.tsx';

const screens = import.meta.glob<{ default: ComponentType; ErrorBoundary?: ComponentType }>([
  '../features/*/screens/*.tsx',
  '!../features/**/*.test.tsx',
]);

/**
 * Where a screen's module is, as the build manifest names it (for preloading its chunks), and how the
 * server serves the page (the contract's page table; the not-found page is rendered and hydrated).
 */
export type ScreenHandle = { screen?: string; render: RenderMode };

/** A page of the contract's table: its path and how it is served come from there. */
function pageRoute(name: PageName, file: string): Pick<RouteObject, 'path' | 'lazy' | 'handle'> {
  const { path, render } = pages[name];
  return { path, ...screen(file, render) };
}

/**
 * A screen is its own chunk. React Router loads it before rendering the route (route-level `lazy`),
 * on the server and before hydration alike, so no Suspense fallback stands in for it.
 */
function screen(name: string, render: RenderMode = 'browser'): Pick<RouteObject, 'lazy' | 'handle'> {
  const file = `../features/${name}.tsx`;
  const load = screens[file];
  if (!load) throw new Error(`No screen at ${file}`);
  return {
    lazy: async () => {
      const module = await load();
      // A screen may bring its own error boundary (the review link's own "does not exist").
      return {
        Component: module.default,
        ...(module.ErrorBoundary && { ErrorBoundary: module.ErrorBoundary }),
      };
    },
    handle: { screen: `src/features/${name}.tsx`, render } satisfies ScreenHandle,
  };
}

/** The studio's sections under `studio/:businessId` (features/studio/components/studio-sections.ts). */
function studioRoutes(): RouteObject[] {
  const under = (path: string) => path.slice(pagePaths.studioToday.length + 1);
  return [
    { index: true, ...screen('studio/screens/today-screen') },
    { path: under(pagePaths.studioCalendar), ...screen('studio/screens/calendar-screen') },
    { path: under(pagePaths.studioRequests), ...screen('studio/screens/requests-screen') },
    { path: under(pagePaths.studioRequest), ...screen('studio/screens/request-screen') },
    { path: under(pagePaths.studioProjects), ...screen('studio/screens/projects-screen') },
    { path: under(pagePaths.studioFlash), ...screen('studio/screens/flash-screen') },
    { path: under(pagePaths.studioHours), ...screen('studio/screens/hours-screen') },
    { path: under(pagePaths.studioCatalogue), ...screen('studio/screens/catalogue-screen') },
    { path: under(pagePaths.studioMoney), ...screen('studio/screens/money-screen') },
    { path: under(pagePaths.studioWaivers), ...screen('studio/screens/waivers-screen') },
    { path: under(pagePaths.studioFollowers), ...screen('studio/screens/followers-screen') },
    { path: under(pagePaths.studioReviews), ...screen('studio/screens/reviews-screen') },
    { path: under(pagePaths.studioWaitlist), ...screen('studio/screens/waitlist-screen') },
    { path: under(pagePaths.studioNotices), ...screen('studio/screens/notices-screen') },
    { path: under(pagePaths.studioInbox), ...screen('chat/screens/studio-inbox-screen') },
    { path: under(pagePaths.studioConversation), ...screen('chat/screens/studio-inbox-screen') },
    { path: under(pagePaths.studioProjectDesign), ...screen('studio/screens/project-design-screen') },
    { path: under(pagePaths.studioNewProject), ...screen('studio/screens/new-project-screen') },
    { path: under(pagePaths.studioProject), ...screen('studio/screens/project-screen') },
    { path: '*', element: <NotFound /> },
  ];
}

const notFound = () => {
  throw data(null, { status: 404, statusText: 'Not Found' });
};

/**
 * The loaders of public pages fill the query cache with the very queryOptions their screens read,
 * so the server renders the content and the browser starts with it. An unknown slug is a 404 that
 * the route's error boundary shows (and the server answers with that status). Any other failure is
 * left to the screen, which shows it with a Try again. The embeds (…/subscribe/embed) are not here:
 * they are pages of their own (src/embed/: rendered by the server, enhanced by a small script with no
 * React).
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const page =
    <P extends Record<string, string | undefined>>(
      prefetch: (params: P, url: URL) => Promise<unknown>,
    ): RouteObject['loader'] =>
    async ({ params, request }) => {
      try {
        await prefetch(params as P, new URL(request.url));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) notFound();
      }
      return null;
    };
  const artist = page<{ urlPath: string }>((p) => queryClient.ensureQueryData(artistQuery(p.urlPath)));
  const shop = page<{ shopUrl: string }>((p) =>
    Promise.all([
      queryClient.ensureQueryData(shopQuery(p.shopUrl)),
      queryClient.ensureQueryData(shopFlashQuery(p.shopUrl)),
    ]),
  );

  return [
    {
      element: <RootLayout />,
      children: [
        {
          element: <ChromeLayout />,
          children: [
            {
              index: true,
              ...screen('discovery/screens/home-screen', pages.home.render),
              loader: page((_p, url) =>
                queryClient.ensureInfiniteQueryData({
                  ...searchQuery(searchFiltersFrom(url.searchParams)),
                  pages: resultPagesOf(url.searchParams),
                }),
              ),
            },
            {
              ...pageRoute('artist', 'discovery/screens/artist-screen'),
              loader: artist,
              errorElement: <RouteError what="artist" />,
            },
            {
              ...pageRoute('artistSubscribe', 'subscriptions/screens/artist-subscribe-screen'),
              loader: artist,
              errorElement: <RouteError what="artist" />,
            },
            {
              ...pageRoute('artistReviews', 'discovery/screens/reviews-screen'),
              loader: page<{ urlPath: string }>((p, url) =>
                Promise.all([
                  queryClient.ensureQueryData(artistQuery(p.urlPath)),
                  queryClient.ensureQueryData(reviewPageQuery(p, reviewPageFrom(url.searchParams))),
                ]),
              ),
              errorElement: <RouteError what="artist" />,
            },
            {
              ...pageRoute('shopReviews', 'discovery/screens/reviews-screen'),
              loader: page<{ shopUrl: string }>((p, url) =>
                Promise.all([
                  queryClient.ensureQueryData(shopQuery(p.shopUrl)),
                  queryClient.ensureQueryData(reviewPageQuery(p, reviewPageFrom(url.searchParams))),
                ]),
              ),
              errorElement: <RouteError what="shop" />,
            },
            {
              ...pageRoute('shop', 'discovery/screens/shop-screen'),
              loader: shop,
              errorElement: <RouteError what="shop" />,
            },
            pageRoute('shopRequest', 'requests/screens/request-screen'),
            {
              ...pageRoute('shopSubscribe', 'subscriptions/screens/shop-subscribe-screen'),
              loader: shop,
              errorElement: <RouteError what="shop" />,
            },
            {
              ...pageRoute('service', 'discovery/screens/service-screen'),
              loader: page<{ shopUrl: string; serviceId: string }>((p) =>
                queryClient.ensureQueryData(serviceQuery(p.shopUrl, p.serviceId)),
              ),
              errorElement: <RouteError what="service" />,
            },
            pageRoute('previewWaiver', 'waivers/screens/preview-waiver-screen'),
            {
              ...pageRoute('waiverSession', 'waivers/screens/waiver-session-screen'),
            },
            {
              ...pageRoute('artistInShop', 'discovery/screens/artist-in-shop-screen'),
              loader: page<{ shopUrl: string; artistUrl: string }>((p) =>
                Promise.all([
                  queryClient.ensureQueryData(artistInShopQuery(p.shopUrl, p.artistUrl)),
                  queryClient.ensureQueryData(shopFlashQuery(p.shopUrl)),
                ]),
              ),
              errorElement: <RouteError what="artist" />,
            },
            {
              ...pageRoute('review', 'reviews/screens/review-screen'),
              loader: page<{ reviewLinkId: string }>((p) =>
                queryClient.ensureQueryData(reviewLinkQuery(p.reviewLinkId)),
              ),
            },
            pageRoute('drop', 'drops/screens/drop-screen'),
            pageRoute('booking', 'booking/screens/booking-screen'),
            pageRoute('appointment', 'booking/screens/appointment-screen'),
            pageRoute('appointmentBooked', 'booking/screens/booked-screen'),
            pageRoute('reschedule', 'booking/screens/reschedule-screen'),
            pageRoute('chat', 'chat/screens/chat-screen'),
            pageRoute('conversation', 'chat/screens/chat-screen'),
            pageRoute('shopChat', 'chat/screens/shop-chat-screen'),
            pageRoute('shopConversation', 'chat/screens/shop-chat-screen'),
            pageRoute('unsubscribe', 'subscriptions/screens/unsubscribe-screen'),
            pageRoute('checkout', 'payments/screens/checkout-screen'),
            pageRoute('checkoutPayment', 'payments/screens/checkout-screen'),
            pageRoute('receipt', 'payments/screens/receipt-screen'),
            pageRoute('paymentRedirect', 'payments/screens/payment-redirect-screen'),
            pageRoute('account', 'account/screens/account-screen'),
            pageRoute('accountAppointments', 'account/screens/appointments-screen'),
            pageRoute('accountPayments', 'account/screens/payments-screen'),
            pageRoute('accountProjectDesign', 'account/screens/project-design-screen'),
            pageRoute('accountProjects', 'account/screens/projects-screen'),
            pageRoute('accountProject', 'account/screens/project-screen'),
            pageRoute('accountWaitlists', 'account/screens/waitlists-screen'),
            pageRoute('waitlistJoin', 'waitlists/screens/join-screen'),
            pageRoute('waitlistOffer', 'waitlists/screens/offer-screen'),
            pageRoute('waitlistLeave', 'waitlists/screens/leave-screen'),
            pageRoute('studio', 'studio/screens/studio-screen'),
            pageRoute('studioNewShop', 'studio/screens/new-shop-screen'),
            pageRoute('teamInvitation', 'studio/screens/invitation-screen'),
            {
              path: '*',
              loader: notFound,
              element: <NotFound />,
              errorElement: <RouteError />,
              handle: { render: 'hydrated' } satisfies ScreenHandle,
            },
          ],
        },
        {
          // The studio of one business: its own frame (menu of sections) instead of the customer's header.
          ...pageRoute('studioToday', 'studio/screens/studio-layout'),
          children: studioRoutes(),
        },
        {
          element: <BareLayout />,
          children: [pageRoute('checkIn', 'waivers/screens/check-in-screen')],
        },
      ],
    },
  ];
}
