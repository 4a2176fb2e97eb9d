import { pagePaths } from '@linework/contract/pages';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { data, type RouteObject } from 'react-router';
import { NotFound } from '../components/not-found.tsx';
import { reviewPageFrom, reviewPageQuery } from '../features/discovery/api/review-pages.ts';
import { searchFiltersFrom, searchQuery } from '../features/discovery/api/search.ts';
import { reviewLinkQuery } from '../features/reviews/api/get-review-link.ts';
import { ApiError } from '../lib/api-client.ts';
import { artistInShopQuery, artistQuery, serviceQuery, shopQuery } from '../lib/catalog-queries.ts';
import { BareLayout, ChromeLayout, RootLayout } from './layouts.tsx';
import { RouteError } from './route-error.tsx';

const screens = import.meta.glob<{ default: ComponentType; ErrorBoundary?: ComponentType }>([
  '../features/*/screens/*.tsx',
  '!../features/**/*.test.tsx',
]);

/** Where a screen's module is, as the build manifest names it (for preloading its chunks). */
export type ScreenHandle = { screen: string; serverRendered?: true };

/**
 * A screen is its own chunk. React Router loads it before rendering the route (route-level `lazy`),
 * on the server and before hydration alike, so no Suspense fallback stands in for it.
 */
function screen(name: string, serverRendered = false): Pick<RouteObject, 'lazy' | 'handle'> {
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
    handle: {
      screen: `src/features/${name}.tsx`,
      ...(serverRendered && { serverRendered }),
    } satisfies ScreenHandle,
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
    { path: under(pagePaths.studioHours), ...screen('studio/screens/hours-screen') },
    { path: under(pagePaths.studioCatalogue), ...screen('studio/screens/catalogue-screen') },
    { path: under(pagePaths.studioMoney), ...screen('studio/screens/money-screen') },
    { path: under(pagePaths.studioWaivers), ...screen('studio/screens/waivers-screen') },
    { path: under(pagePaths.studioFollowers), ...screen('studio/screens/followers-screen') },
    { path: under(pagePaths.studioReviews), ...screen('studio/screens/reviews-screen') },
    { path: under(pagePaths.studioNotices), ...screen('studio/screens/notices-screen') },
    { path: under(pagePaths.studioInbox), ...screen('chat/screens/studio-inbox-screen') },
    { path: under(pagePaths.studioConversation), ...screen('chat/screens/studio-inbox-screen') },
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
  const shop = page<{ shopUrl: string }>((p) => queryClient.ensureQueryData(shopQuery(p.shopUrl)));

  return [
    {
      element: <RootLayout />,
      children: [
        {
          element: <ChromeLayout />,
          children: [
            {
              index: true,
              ...screen('discovery/screens/home-screen', true),
              loader: page((_p, url) =>
                queryClient.ensureInfiniteQueryData(searchQuery(searchFiltersFrom(url.searchParams))),
              ),
            },
            {
              path: pagePaths.artist,
              ...screen('discovery/screens/artist-screen', true),
              loader: artist,
              errorElement: <RouteError what="artist" />,
            },
            {
              path: pagePaths.artistSubscribe,
              ...screen('subscriptions/screens/artist-subscribe-screen', true),
              loader: artist,
              errorElement: <RouteError what="artist" />,
            },
            {
              path: pagePaths.artistReviews,
              ...screen('discovery/screens/reviews-screen', true),
              loader: page<{ urlPath: string }>((p, url) =>
                Promise.all([
                  queryClient.ensureQueryData(artistQuery(p.urlPath)),
                  queryClient.ensureQueryData(reviewPageQuery(p, reviewPageFrom(url.searchParams))),
                ]),
              ),
              errorElement: <RouteError what="artist" />,
            },
            {
              path: pagePaths.shopReviews,
              ...screen('discovery/screens/reviews-screen', true),
              loader: page<{ shopUrl: string }>((p, url) =>
                Promise.all([
                  queryClient.ensureQueryData(shopQuery(p.shopUrl)),
                  queryClient.ensureQueryData(reviewPageQuery(p, reviewPageFrom(url.searchParams))),
                ]),
              ),
              errorElement: <RouteError what="shop" />,
            },
            {
              path: pagePaths.shop,
              ...screen('discovery/screens/shop-screen', true),
              loader: shop,
              errorElement: <RouteError what="shop" />,
            },
            { path: pagePaths.shopRequest, ...screen('requests/screens/request-screen') },
            {
              path: pagePaths.shopSubscribe,
              ...screen('subscriptions/screens/shop-subscribe-screen', true),
              loader: shop,
              errorElement: <RouteError what="shop" />,
            },
            {
              path: pagePaths.service,
              ...screen('discovery/screens/service-screen', true),
              loader: page<{ shopUrl: string; serviceId: string }>((p) =>
                queryClient.ensureQueryData(serviceQuery(p.shopUrl, p.serviceId)),
              ),
              errorElement: <RouteError what="service" />,
            },
            { path: pagePaths.previewWaiver, ...screen('waivers/screens/preview-waiver-screen') },
            {
              path: pagePaths.waiverSession,
              ...screen('waivers/screens/waiver-session-screen'),
            },
            {
              path: pagePaths.artistInShop,
              ...screen('discovery/screens/artist-in-shop-screen', true),
              loader: page<{ shopUrl: string; artistUrl: string }>((p) =>
                queryClient.ensureQueryData(artistInShopQuery(p.shopUrl, p.artistUrl)),
              ),
              errorElement: <RouteError what="artist" />,
            },
            {
              path: pagePaths.review,
              ...screen('reviews/screens/review-screen', true),
              loader: page<{ reviewLinkId: string }>((p) =>
                queryClient.ensureQueryData(reviewLinkQuery(p.reviewLinkId)),
              ),
            },
            { path: pagePaths.booking, ...screen('booking/screens/booking-screen') },
            { path: pagePaths.appointment, ...screen('booking/screens/appointment-screen') },
            { path: pagePaths.appointmentBooked, ...screen('booking/screens/booked-screen') },
            { path: pagePaths.reschedule, ...screen('booking/screens/reschedule-screen') },
            { path: pagePaths.chat, ...screen('chat/screens/chat-screen') },
            { path: pagePaths.conversation, ...screen('chat/screens/chat-screen') },
            { path: pagePaths.shopChat, ...screen('chat/screens/shop-chat-screen') },
            { path: pagePaths.shopConversation, ...screen('chat/screens/shop-chat-screen') },
            { path: pagePaths.unsubscribe, ...screen('subscriptions/screens/unsubscribe-screen') },
            { path: pagePaths.checkout, ...screen('payments/screens/checkout-screen') },
            { path: pagePaths.checkoutPayment, ...screen('payments/screens/checkout-screen') },
            { path: pagePaths.receipt, ...screen('payments/screens/receipt-screen') },
            { path: pagePaths.paymentRedirect, ...screen('payments/screens/payment-redirect-screen') },
            { path: pagePaths.account, ...screen('account/screens/account-screen') },
            { path: pagePaths.accountAppointments, ...screen('account/screens/appointments-screen') },
            { path: pagePaths.accountPayments, ...screen('account/screens/payments-screen') },
            { path: pagePaths.studio, ...screen('studio/screens/studio-screen') },
            { path: pagePaths.studioNewShop, ...screen('studio/screens/new-shop-screen') },
            { path: pagePaths.teamInvitation, ...screen('studio/screens/invitation-screen') },
            {
              path: '*',
              loader: notFound,
              element: <NotFound />,
              errorElement: <RouteError />,
              handle: { serverRendered: true },
            },
          ],
        },
        {
          // The studio of one business: its own frame (menu of sections) instead of the customer's header.
          path: pagePaths.studioToday,
          ...screen('studio/screens/studio-layout'),
          children: studioRoutes(),
        },
        {
          element: <BareLayout />,
          children: [{ path: pagePaths.checkIn, ...screen('waivers/screens/check-in-screen') }],
        },
      ],
    },
  ];
}
