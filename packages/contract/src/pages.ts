/**
 * The web app's pages and the facts of each, stated once. The web's route table
 * (apps/web/src/app/routes.tsx) takes its paths and how each is served from here; the API's page
 * server (apps/api/src/web) takes from here which pages it renders, keeps in its page cache, sends
 * with share tags and lists for search engines (robots.txt, x-robots-tag). So the page the browser
 * shows, the HTML the server sends and what robots are told cannot disagree.
 *
 * - `path`: React Router syntax from the site root without the leading slash ('' is home).
 * - `render`: `static` — server HTML whose interactive parts are islands, with a small loader and no
 *   application (docs/decisions/034-static-pages-with-islands.md); `hydrated` — server HTML the whole
 *   application hydrates; `browser` — the plain shell, rendered in the browser (one person's screens).
 * - `indexed`: whether a search engine may index it (robots.txt and `x-robots-tag: noindex` follow).
 * - `personal`: it shows one person's data, so no shared cache may keep it.
 * - `cache`: `page` — the server keeps the rendered page by URL (web/page-cache.ts); `none`.
 * - `share`: which share tags the server adds (web/share-tags.ts), or null for none.
 */

export type RenderMode = 'static' | 'hydrated' | 'browser';
export type ShareKind = 'home' | 'artist' | 'shop' | 'artistInShop' | 'service';

export type PageFacts = {
  path: string;
  render: RenderMode;
  indexed: boolean;
  personal: boolean;
  cache: 'page' | 'none';
  share: ShareKind | null;
};

/** A public catalogue page: the same for everyone, kept by the page cache, indexed. */
const publicPage = <P extends string>(path: P, render: RenderMode, share: ShareKind | null = null) =>
  ({ path, render, indexed: true, personal: false, cache: 'page', share }) as const;

/** One person's screen (or one visit's): rendered in the browser, never indexed nor kept. */
const privatePage = <P extends string>(path: P) =>
  ({ path, render: 'browser', indexed: false, personal: true, cache: 'none', share: null }) as const;

export const pages = {
  home: publicPage('', 'static', 'home'),
  artist: publicPage('artist/:urlPath', 'static', 'artist'),
  artistSubscribe: publicPage('artist/:urlPath/subscribe', 'static'),
  artistReviews: publicPage('artist/:urlPath/reviews', 'static'),
  shop: publicPage('shop/:shopUrl', 'static', 'shop'),
  shopRequest: privatePage('shop/:shopUrl/request'),
  shopSubscribe: publicPage('shop/:shopUrl/subscribe', 'static'),
  shopReviews: publicPage('shop/:shopUrl/reviews', 'static'),
  service: publicPage('shop/:shopUrl/service/:serviceId', 'static', 'service'),
  previewWaiver: privatePage('shop/:shopUrl/preview-waiver'),
  waiverSession: privatePage('shop/:shopUrl/waiver-session/:sessionId'),
  checkIn: privatePage('shop/:shopUrl/check-in'),
  artistInShop: publicPage('shop/:shopUrl/:artistUrl', 'static', 'artistInShop'),
  /** One customer's visit: rendered by the server, but never kept nor indexed. */
  review: {
    path: 'review/:reviewLinkId',
    render: 'static',
    indexed: false,
    personal: true,
    cache: 'none',
    share: null,
  },
  /**
   * A flash drop (issue 29): its designs, the opening countdown and live stock, and the claim that
   * leads to booking. Public but live (the stock changes by the second): rendered in the browser.
   */
  drop: {
    path: 'drops/:dropId',
    render: 'browser',
    indexed: false,
    personal: false,
    cache: 'none',
    share: null,
  },
  booking: privatePage('booking'),
  appointment: privatePage('booking/:appointmentId'),
  /** "You're booked": where paying the deposit (or booking without one) lands, with the next steps. */
  appointmentBooked: privatePage('booking/:appointmentId/booked'),
  reschedule: privatePage('reschedule/:appointmentId'),
  chat: privatePage('chat'),
  conversation: privatePage('chat/:conversationId'),
  shopChat: privatePage('chat/shop/:businessId'),
  shopConversation: privatePage('chat/shop/:businessId/:conversationId'),
  unsubscribe: privatePage('unsubscribe'),
  checkout: privatePage('checkout'),
  checkoutPayment: privatePage('checkout/:paymentId'),
  receipt: privatePage('receipt/:paymentId'),
  paymentRedirect: privatePage('payment-redirect'),
  account: privatePage('account'),
  accountAppointments: privatePage('account/appointments'),
  accountPayments: privatePage('account/payments'),
  /** The design of one of the customer's projects: its versions, Approve or Ask for changes. */
  accountProjectDesign: privatePage('account/projects/:projectId/design'),
  /** A tattoo of several sessions: its sessions, the quote, the money record, booking the next session. */
  accountProjects: privatePage('account/projects'),
  accountProject: privatePage('account/projects/:projectId'),
  // Waitlists (issue 29): join one (linked from an artist's page or a drop's claimed design), the
  // customer's own, a freed time offered, and leaving from a message's link.
  waitlistJoin: privatePage('waitlist/join'),
  waitlistOffer: privatePage('waitlist/offers/:offerId'),
  waitlistLeave: privatePage('waitlist/leave'),
  accountWaitlists: privatePage('account/waitlists'),
  // The studio: the console of the people who run a shop (staff only, never indexed).
  studio: privatePage('studio'),
  studioNewShop: privatePage('studio/new'),
  /** The emailed link that brings someone onto a shop's team. */
  teamInvitation: privatePage('invitations/:token'),
  studioToday: privatePage('studio/:businessId'),
  studioCalendar: privatePage('studio/:businessId/calendar'),
  studioRequests: privatePage('studio/:businessId/requests'),
  studioRequest: privatePage('studio/:businessId/requests/:requestId'),
  studioProjects: privatePage('studio/:businessId/projects'),
  studioFlash: privatePage('studio/:businessId/flash'),
  studioHours: privatePage('studio/:businessId/hours'),
  studioCatalogue: privatePage('studio/:businessId/catalogue'),
  studioMoney: privatePage('studio/:businessId/money'),
  studioWaivers: privatePage('studio/:businessId/waivers'),
  studioFollowers: privatePage('studio/:businessId/followers'),
  studioReviews: privatePage('studio/:businessId/reviews'),
  studioWaitlist: privatePage('studio/:businessId/waitlist'),
  studioNotices: privatePage('studio/:businessId/notices'),
  studioInbox: privatePage('studio/:businessId/inbox'),
  studioConversation: privatePage('studio/:businessId/inbox/:conversationId'),
  /** A project's design: send a new version, see the customer's answers, require approval. */
  studioProjectDesign: privatePage('studio/:businessId/projects/:projectId/design'),
  studioNewProject: privatePage('studio/:businessId/projects/new'),
  studioProject: privatePage('studio/:businessId/projects/:projectId'),
} as const satisfies Record<string, PageFacts>;

export type PageName = keyof typeof pages;

/** Each page's path pattern (see `pages`). */
export const pagePaths = Object.fromEntries(Object.entries(pages).map(([name, p]) => [name, p.path])) as {
  [N in PageName]: (typeof pages)[N]['path'];
};

/**
 * Paths no search engine should crawl: every page that is not indexed, by the first segment(s) its
 * pattern writes out before a parameter, e.g. `/studio`, `/shop/` pages only by their own words.
 */
export function unindexedPrefixes(): string[] {
  const prefixes = new Set<string>();
  for (const page of Object.values(pages) as PageFacts[]) {
    if (page.indexed) continue;
    const segments = page.path.split('/');
    const fixed = segments.findIndex((s) => s.startsWith(':'));
    // A pattern that starts with a parameter-bearing public prefix (shop/:shopUrl/check-in) cannot be
    // written as a robots prefix; robots.txt's `*` matches the shop part.
    const words = fixed === -1 ? segments : segments.slice(0, fixed);
    const rest = fixed === -1 ? [] : segments.slice(fixed);
    const wildcard = rest.length > 1 && rest.some((s) => !s.startsWith(':'));
    if (words.length === 0) continue;
    if (wildcard) {
      prefixes.add(`/${[...words, ...rest.map((s) => (s.startsWith(':') ? '*' : s))].join('/')}`);
    } else prefixes.add(`/${words.join('/')}`);
  }
  // `/studio` already covers `/studio/new` and `/studio/*/money`.
  const covered = (p: string) =>
    [...prefixes].some((other) => other !== p && p.startsWith(other.endsWith('*') ? other : `${other}/`));
  return [...prefixes].filter((p) => !covered(p)).sort();
}
