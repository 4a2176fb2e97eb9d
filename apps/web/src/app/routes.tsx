import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { NotFound } from '../components/not-found.tsx';
import { ChromeLayout, EmbedLayout, RootLayout } from './layouts.tsx';

/** Each screen is its own chunk, loaded when its route is first visited. */
const screen = (load: () => Promise<{ default: ComponentType }>) => {
  const Screen = lazy(load);
  return <Screen />;
};

/** SEED-SPEC point 2, route for route. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <EmbedLayout />,
        children: [
          {
            path: 'artist/:urlPath/subscribe/embed',
            element: screen(
              () => import('../features/subscriptions/screens/artist-subscribe-embed-screen.tsx'),
            ),
          },
          {
            path: 'shop/:shopUrl/subscribe/embed',
            element: screen(
              () => import('../features/subscriptions/screens/shop-subscribe-embed-screen.tsx'),
            ),
          },
        ],
      },
      {
        element: <ChromeLayout />,
        children: [
          { index: true, element: screen(() => import('../features/discovery/screens/home-screen.tsx')) },
          {
            path: 'artist/:urlPath',
            element: screen(() => import('../features/discovery/screens/artist-screen.tsx')),
          },
          {
            path: 'artist/:urlPath/subscribe',
            element: screen(() => import('../features/subscriptions/screens/artist-subscribe-screen.tsx')),
          },
          {
            path: 'shop/:shopUrl',
            element: screen(() => import('../features/discovery/screens/shop-screen.tsx')),
          },
          {
            path: 'shop/:shopUrl/request',
            element: screen(() => import('../features/requests/screens/request-screen.tsx')),
          },
          {
            path: 'shop/:shopUrl/subscribe',
            element: screen(() => import('../features/subscriptions/screens/shop-subscribe-screen.tsx')),
          },
          {
            path: 'shop/:shopUrl/service/:serviceId',
            element: screen(() => import('../features/discovery/screens/service-screen.tsx')),
          },
          {
            path: 'shop/:shopUrl/preview-waiver',
            element: screen(() => import('../features/waivers/screens/preview-waiver-screen.tsx')),
          },
          {
            path: 'shop/:shopUrl/waiver-session/:sessionId',
            element: screen(() => import('../features/waivers/screens/waiver-session-screen.tsx')),
          },
          {
            path: 'shop/:shopUrl/check-in',
            element: screen(() => import('../features/waivers/screens/check-in-screen.tsx')),
          },
          {
            path: 'shop/:shopUrl/:artistUrl',
            element: screen(() => import('../features/discovery/screens/artist-in-shop-screen.tsx')),
          },
          {
            path: 'review/:reviewLinkId',
            element: screen(() => import('../features/reviews/screens/review-screen.tsx')),
          },
          {
            path: 'booking',
            element: screen(() => import('../features/booking/screens/booking-screen.tsx')),
          },
          {
            path: 'booking/:appointmentId',
            element: screen(() => import('../features/booking/screens/appointment-screen.tsx')),
          },
          {
            path: 'reschedule/:appointmentId',
            element: screen(() => import('../features/booking/screens/reschedule-screen.tsx')),
          },
          { path: 'chat', element: screen(() => import('../features/chat/screens/chat-screen.tsx')) },
          {
            path: 'chat/:conversationId',
            element: screen(() => import('../features/chat/screens/chat-screen.tsx')),
          },
          {
            path: 'chat/shop/:businessId',
            element: screen(() => import('../features/chat/screens/shop-chat-screen.tsx')),
          },
          {
            path: 'chat/shop/:businessId/:conversationId',
            element: screen(() => import('../features/chat/screens/shop-chat-screen.tsx')),
          },
          {
            path: 'unsubscribe',
            element: screen(() => import('../features/subscriptions/screens/unsubscribe-screen.tsx')),
          },
          {
            path: 'checkout',
            element: screen(() => import('../features/payments/screens/checkout-screen.tsx')),
          },
          {
            path: 'checkout/:paymentId',
            element: screen(() => import('../features/payments/screens/checkout-screen.tsx')),
          },
          {
            path: 'receipt/:paymentId',
            element: screen(() => import('../features/payments/screens/receipt-screen.tsx')),
          },
          {
            path: 'payment-redirect',
            element: screen(() => import('../features/payments/screens/payment-redirect-screen.tsx')),
          },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];
