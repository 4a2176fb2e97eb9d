/**
 * The web app's pages by path pattern (React Router syntax, from the site root, without the leading
 * slash). The web app's router (apps/web/src/app/routes.tsx) declares its routes with these, and the
 * API matches a URL against the same list to give public pages their share tags: one list, so the
 * page the browser shows and the tags the server adds cannot disagree.
 */
export const pagePaths = {
  artist: 'artist/:urlPath',
  artistSubscribe: 'artist/:urlPath/subscribe',
  shop: 'shop/:shopUrl',
  shopRequest: 'shop/:shopUrl/request',
  shopSubscribe: 'shop/:shopUrl/subscribe',
  service: 'shop/:shopUrl/service/:serviceId',
  previewWaiver: 'shop/:shopUrl/preview-waiver',
  waiverSession: 'shop/:shopUrl/waiver-session/:sessionId',
  checkIn: 'shop/:shopUrl/check-in',
  artistInShop: 'shop/:shopUrl/:artistUrl',
  review: 'review/:reviewLinkId',
  booking: 'booking',
  appointment: 'booking/:appointmentId',
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
} as const;

export type PageName = keyof typeof pagePaths;
