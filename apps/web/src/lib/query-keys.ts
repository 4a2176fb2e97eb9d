// Every query key of the app, one factory per area, so a screen, its route loader, the server's
// prefetch (entry-server.tsx dehydrates under these very keys) and an invalidation after a change all
// name the same data the same way. A shorter key names everything under it: `appointmentKeys.all`
// invalidates the list, each appointment and its arrival card.

export const catalogKeys = {
  artists: ['artist'] as const,
  artist: (urlPath: string) => [...catalogKeys.artists, urlPath] as const,
  shops: ['shop'] as const,
  shop: (shopUrl: string) => [...catalogKeys.shops, shopUrl] as const,
  artistInShop: (shopUrl: string, artistUrl: string) =>
    [...catalogKeys.shop(shopUrl), 'artist', artistUrl] as const,
  service: (shopUrl: string, serviceId: string) =>
    [...catalogKeys.shop(shopUrl), 'service', serviceId] as const,
  search: <Filters extends object>(filters: Filters) => ['search', filters] as const,
};

export const availabilityKeys = {
  all: ['availability'] as const,
  slots: <Slots extends object>(query: Slots) => [...availabilityKeys.all, query] as const,
};

export const appointmentKeys = {
  all: ['appointments'] as const,
  upcoming: () => [...appointmentKeys.all, 'upcoming'] as const,
  /** The paged lists of the account's appointments screen, by scope. */
  pages: (scope: string) => [...appointmentKeys.all, 'pages', scope] as const,
  detail: (appointmentId: string) => [...appointmentKeys.all, appointmentId] as const,
  arrival: (appointmentId: string) => [...appointmentKeys.detail(appointmentId), 'arrival'] as const,
};

export const projectKeys = {
  all: ['projects'] as const,
  mine: () => [...projectKeys.all, 'mine'] as const,
  detail: (projectId: string) => [...projectKeys.all, projectId] as const,
  freeTimes: (projectId: string) => [...projectKeys.detail(projectId), 'free-times'] as const,
};

export const requestKeys = {
  all: ['requests'] as const,
  mine: () => [...requestKeys.all, 'mine'] as const,
  detail: (requestId: string) => [...requestKeys.all, requestId] as const,
};

/** `scope` is the chat scope's key ('mine' or 'shop:<id>'): one shop's inbox never mixes with the customer's. */
export const chatKeys = {
  all: ['chat'] as const,
  unread: () => [...chatKeys.all, 'unread'] as const,
  conversations: (scope: string) => [...chatKeys.all, scope, 'conversations'] as const,
  /** Every scope's conversation list (a read receipt changes the unread counts in each). */
  isConversationList: (key: readonly unknown[]) => key[0] === 'chat' && key[2] === 'conversations',
  conversation: (scope: string, conversationId: string) =>
    [...chatKeys.all, scope, 'conversation', conversationId] as const,
  messages: (scope: string, conversationId: string) =>
    [...chatKeys.all, scope, 'messages', conversationId] as const,
};

export const paymentKeys = {
  config: () => ['payments', 'config'] as const,
  detail: (paymentId: string) => ['payments', paymentId] as const,
  receipt: (paymentId: string, key: string | null) => ['receipts', paymentId, key] as const,
  mine: () => ['payments', 'mine'] as const,
  savedCards: () => ['payments', 'saved-cards'] as const,
};

/** The signed-in customer's own settings (what they hear about and how). */
export const accountKeys = {
  notifications: () => ['me', 'notifications'] as const,
};

export const subscriptionKeys = {
  mine: () => ['me', 'subscriptions'] as const,
  confirm: (token: string) => ['subscriptions', 'confirm', token] as const,
  byToken: (token: string) => ['subscriptions', 'by-token', token] as const,
};

export const reviewKeys = {
  link: (reviewLinkId: string) => ['review-links', reviewLinkId] as const,
};

export const waiverKeys = {
  preview: (shopUrl: string) => ['waiver-preview', shopUrl] as const,
  session: (shopUrl: string, sessionId: string) => ['waiver-session', shopUrl, sessionId] as const,
};

/**
 * The studio (the shop console). Everything of one business sits under `business(id)`, so a change
 * that touches several of its screens can invalidate them together; each studio area adds its own
 * tail in its api file (`[...studioKeys.business(id), 'requests']`).
 */
export const studioKeys = {
  all: ['studio'] as const,
  myBusinesses: () => [...studioKeys.all, 'mine'] as const,
  business: (businessId: string) => [...studioKeys.all, businessId] as const,
};
