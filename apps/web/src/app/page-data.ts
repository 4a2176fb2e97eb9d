import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page carries for its hydration, as JSON in a `<script type="application/json">`
 * (data, not code: the content security policy allows no inline script).
 */
export type PageData = {
  /** React Router's loader data and route errors (a 404 shows the route's not-found screen). */
  router: Partial<HydrationState>;
  /** TanStack Query's cache after the loaders ran: the screens start with it and fetch nothing again. */
  queries: DehydratedState;
  /** The product's public address, for links the page writes. */
  origin: string;
};

export const pageDataId = 'linework-page-data';
