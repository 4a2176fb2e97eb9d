/**
 * The web app's pages by path pattern (React Router syntax, from the site root, without the leading
 * slash). The web app's router (apps/web/src/app/routes.tsx) declares its routes with these, and the
 * API matches a URL against the same list to give public pages their share tags: one list, so the
 * page the browser shows and the tags the server adds cannot disagree.
 */
export const pagePaths = {
  artist: 'artist/:urlPath',
  artistSubscribe: 'artist/:urlPath/subscribe',
  artistReviews: 'artist/:urlPath/reviews',
  shop: 'shop/:shopUrl',
  shopRequest: 'shop/:shopUrl/request',
  shopSubscribe: 'shop/:shopUrl/subscribe',
  shopReviews: 'shop/:shopUrl/reviews',
  service: 'shop/:shopUrl/service/:serviceId',
  previewWaiver: 'shop/:shopUrl/preview-waiver',
  waiverSession: 'shop/:shopUrl/waiver-session/:sessionId',
  checkIn: 'shop/:shopUrl/check-in',
  artistInShop: 'shop/:shopUrl/:artistUrl',
  review: 'review/:reviewLinkId',
  booking: 'booking',
  appointment: 'booking/:appointmentId',
  /** "You're booked": where paying the deposit (or booking without one) lands, with the next steps. */
  appointmentBooked: 'booking/:appointmentId/booked',
  reschedule: 'reschedule/:appointmentId',
  chat: 'chat',
  conversation: 'chat/:conversationId',
  shopChat: 'chat/shop/:businessId',
  shopConversation: 'chat/shop/:businessId/:conversationId',
  unsubscribe: 'unsubscribe',
  checkout: 'checkout',
  checkoutPayment: 'checkout/:paymentId',
  receipt: 'receipt/:paymentId',
  paymentRedirect: 'payment-redirect',
  account: 'account',
  accountAppointments: 'account/appointments',
  accountPayments: 'account/payments',
  // The studio: the console of the people who run a shop (staff only, never indexed).
  studio: 'studio',
  studioNewShop: 'studio/new',
  /** The emailed link that brings someone onto a shop's team. */
  teamInvitation: 'invitations/:token',
  studioToday: 'studio/:businessId',
  studioCalendar: 'studio/:businessId/calendar',
  studioRequests: 'studio/:businessId/requests',
  studioRequest: 'studio/:businessId/requests/:requestId',
  studioHours: 'studio/:businessId/hours',
  studioCatalogue: 'studio/:businessId/catalogue',
  studioMoney: 'studio/:businessId/money',
  studioWaivers: 'studio/:businessId/waivers',
  studioFollowers: 'studio/:businessId/followers',
  studioReviews: 'studio/:businessId/reviews',
  studioNotices: 'studio/:businessId/notices',
  studioInbox: 'studio/:businessId/inbox',
  studioConversation: 'studio/:businessId/inbox/:conversationId',
} as const;

export type PageName = keyof typeof pagePaths;
