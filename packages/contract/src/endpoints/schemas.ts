import { z } from 'zod';
import {
  appointmentListQuery,
  appointmentListResult,
  appointmentParams,
  appointmentResult,
  availabilityQuery,
  availabilityResult,
  createAppointmentBody,
  rescheduleBody,
} from '../appointments.ts';
import {
  addPortfolioImageBody,
  artistDetailResult,
  artistInShopResult,
  artistParams,
  businessArtistParams,
  businessImageParams,
  businessServiceParams,
  createArtistBody,
  createServiceBody,
  portfolioImageResult,
  removedResult,
  searchQuery,
  searchResult,
  serviceDetailResult,
  serviceResult,
  shopArtistParams,
  shopDetailResult,
  shopParams,
  shopServiceParams,
  updateArtistBody,
  updateServiceBody,
  updateShopBody,
} from '../catalog.ts';
import {
  businessConversationParams,
  businessParams,
  conversationListResult,
  conversationParams,
  conversationResult,
  messagePageQuery,
  messagePageResult,
  messageResult,
  receiptBody,
  receiptsResult,
  sendMessageBody,
  startConversationBody,
  streamQuery,
  streamTicketResult,
  unreadSummaryResult,
} from '../chat.ts';
import {
  appointmentArrivalResult,
  checkedInResult,
  checkInFindBody,
  checkInLookupBody,
  checkInLookupParams,
  checkInLookupStartedResult,
  checkInShopParams,
  checkInTicketParams,
  checkInTicketResult,
  checkInVerifyBody,
  checkInWaiverSessionResult,
  createWalkInBody,
  walkInListResult,
  walkInResult,
} from '../checkin.ts';
import {
  balanceRequestResult,
  businessAppointmentParams as businessAppointmentPaymentParams,
  businessPaymentParams,
  confirmPaymentBody,
  confirmResult,
  createPaymentBody,
  emailReceiptResult,
  myPaymentsQuery,
  myPaymentsResult,
  paymentConfigResult,
  paymentParams,
  paymentResult,
  receiptQuery,
  receiptResult,
  refundBody,
  setTipBody,
  staffPaymentListResult,
  staffPaymentResult,
  webhookHeaders,
  webhookResult,
} from '../payments.ts';
import {
  acceptOfferBody,
  answerQuestionBody,
  askQuestionBody,
  businessRequestListQuery,
  businessRequestParams,
  createOfferBody,
  createRequestBody,
  declineRequestBody,
  requestListResult,
  requestParams,
  requestResult,
  shopRequestParams,
} from '../requests.ts';
import {
  businessReviewParams,
  publishedReviewResult,
  replyBody,
  reportBody,
  reviewLinkParams,
  reviewLinkResult,
  staffReviewListResult,
  staffReviewResult,
  submitReviewBody,
} from '../reviews.ts';
import {
  addedTimeOffResult,
  addTimeOffBody,
  artistHoursResult,
  bookingSettingsResult,
  businessAppointmentParams,
  dayAppointmentsQuery,
  dayAppointmentsResult,
  replaceHoursBody,
  shopAppointmentResult,
  staffActionBody,
  timeOffListResult,
  timeOffParams,
  timeOffQuery,
  updateBookingSettingsBody,
} from '../staff-booking.ts';
import {
  announcementListResult,
  announcementResult,
  createAnnouncementBody,
  createSubscriptionBody,
  preferencesBody,
  subscribeResult,
  subscriptionListResult,
  subscriptionParams,
  subscriptionResult,
  tokenQuery,
  unsubscribeBody,
  unsubscribeQuery,
  updateMySubscriptionBody,
} from '../subscriptions.ts';
import { completedUploadResult, createdUploadResult, createUploadBody, uploadParams } from '../uploads.ts';
import {
  accountExportResult,
  deleteAccountBody,
  deleteAccountResult,
  meResult,
  notificationPreferences,
  notificationPreferencesResult,
  updateUserProfile,
  userProfileResult,
} from '../users.ts';
import {
  businessWaiverParams,
  createdWaiverSessionResult,
  createWaiverSessionBody,
  createWaiverTemplateBody,
  draftSavedResult,
  signedWaiverListQuery,
  signedWaiverListResult,
  signedWaiverReceiptResult,
  waiverDraft,
  waiverForm,
  waiverPreviewResult,
  waiverSessionParams,
  waiverSessionResult,
  waiverTemplateListResult,
  waiverTemplateResult,
  waiverVerificationResult,
} from '../waivers.ts';
import type { EndpointSchemas } from './define.ts';

/**
 * The request headers of an action that can be retried safely: a retry with the same key does the
 * action once and answers as the first request did. Only described here; the API checks the key's
 * form itself (apps/api/src/http/idempotency.ts), and every other header passes through.
 */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe('8 to 100 letters, digits, dashes or underscores, new for each action the caller means'),
});

/**
 * The schemas of every /v1 endpoint by the name its endpoint carries (see define.ts for why they
 * live apart from the paths). The API's routes are built from these entries (apps/api/src/http/
 * route-schema.ts): params, query, body, headers and the success answer (`answer`, the whole
 * `{ result }`, with the statuses it comes with) are declared here once.
 */
export const endpointSchemas = {
  // users, uploads
  getMe: { answer: meResult },
  updateMe: { body: updateUserProfile, answer: userProfileResult },
  deleteMe: { body: deleteAccountBody, answer: deleteAccountResult },
  exportMe: { answer: accountExportResult },
  getNotificationPreferences: { answer: notificationPreferencesResult },
  setNotificationPreferences: { body: notificationPreferences, answer: notificationPreferencesResult },
  createUpload: { body: createUploadBody, answer: createdUploadResult, status: [201] },
  uploadContent: {
    params: uploadParams,
    consumes: ['application/octet-stream'],
    answer: completedUploadResult,
  },

  // catalog
  search: { query: searchQuery, answer: searchResult },
  getArtist: { params: artistParams, answer: artistDetailResult },
  getShop: { params: shopParams, answer: shopDetailResult },
  getArtistInShop: { params: shopArtistParams, answer: artistInShopResult },
  getService: { params: shopServiceParams, answer: serviceDetailResult },
  updateShop: { params: businessParams, body: updateShopBody, answer: shopDetailResult },
  createArtist: { params: businessParams, body: createArtistBody, answer: artistDetailResult, status: [201] },
  updateArtist: { params: businessArtistParams, body: updateArtistBody, answer: artistDetailResult },
  addPortfolioImage: {
    params: businessArtistParams,
    body: addPortfolioImageBody,
    answer: portfolioImageResult,
    status: [201],
  },
  removePortfolioImage: { params: businessImageParams, answer: removedResult },
  createService: { params: businessParams, body: createServiceBody, answer: serviceResult, status: [201] },
  updateService: { params: businessServiceParams, body: updateServiceBody, answer: serviceResult },
  deactivateService: { params: businessServiceParams, answer: serviceResult },

  // availability, appointments
  getAvailability: { query: availabilityQuery, answer: availabilityResult },
  createAppointment: {
    headers: idempotencyHeaders,
    body: createAppointmentBody,
    answer: appointmentResult,
    status: [200, 201],
  },
  listAppointments: { query: appointmentListQuery, answer: appointmentListResult },
  getAppointment: { params: appointmentParams, answer: appointmentResult },
  cancelAppointment: { params: appointmentParams, answer: appointmentResult },
  rescheduleAppointment: { params: appointmentParams, body: rescheduleBody, answer: appointmentResult },
  // A text/calendar file, not JSON: the web fetches it with download(), never call().
  getAppointmentCalendar: { params: appointmentParams, produces: 'text/calendar' },

  // the shop's booking tools
  getArtistHours: { params: businessArtistParams, answer: artistHoursResult },
  replaceArtistHours: { params: businessArtistParams, body: replaceHoursBody, answer: artistHoursResult },
  listTimeOff: { params: businessArtistParams, query: timeOffQuery, answer: timeOffListResult },
  addTimeOff: {
    params: businessArtistParams,
    body: addTimeOffBody,
    answer: addedTimeOffResult,
    status: [201],
  },
  removeTimeOff: { params: timeOffParams, answer: removedResult },
  getBookingSettings: { params: businessArtistParams, answer: bookingSettingsResult },
  updateBookingSettings: {
    params: businessArtistParams,
    body: updateBookingSettingsBody,
    answer: bookingSettingsResult,
  },
  listDayAppointments: { params: businessParams, query: dayAppointmentsQuery, answer: dayAppointmentsResult },
  confirmShopAppointment: {
    params: businessAppointmentParams,
    body: staffActionBody,
    answer: shopAppointmentResult,
  },
  cancelShopAppointment: {
    params: businessAppointmentParams,
    body: staffActionBody,
    answer: shopAppointmentResult,
  },
  completeShopAppointment: {
    params: businessAppointmentParams,
    body: staffActionBody,
    answer: shopAppointmentResult,
  },
  markNoShow: { params: businessAppointmentParams, body: staffActionBody, answer: shopAppointmentResult },

  // requests
  createRequest: {
    headers: idempotencyHeaders,
    params: shopRequestParams,
    body: createRequestBody,
    answer: requestResult,
    status: [200, 201],
  },
  listMyRequests: { answer: requestListResult },
  getRequest: { params: requestParams, answer: requestResult },
  answerQuestion: { params: requestParams, body: answerQuestionBody, answer: requestResult },
  acceptOffer: { params: appointmentParams, body: acceptOfferBody, answer: appointmentResult },
  listShopRequests: { params: businessParams, query: businessRequestListQuery, answer: requestListResult },
  getShopRequest: { params: businessRequestParams, answer: requestResult },
  askQuestion: { params: businessRequestParams, body: askQuestionBody, answer: requestResult },
  declineRequest: { params: businessRequestParams, body: declineRequestBody, answer: requestResult },
  offerTimes: { params: businessRequestParams, body: createOfferBody, answer: requestResult, status: [201] },

  // chat: the customer's own conversations, and a shop's inbox
  listConversations: { answer: conversationListResult },
  startConversation: { body: startConversationBody, answer: conversationResult },
  getUnread: { answer: unreadSummaryResult },
  getStreamTicket: { answer: streamTicketResult },
  openEventStream: { query: streamQuery, produces: 'text/event-stream' },
  getConversation: { params: conversationParams, answer: conversationResult },
  listMessages: { params: conversationParams, query: messagePageQuery, answer: messagePageResult },
  sendMessage: {
    params: conversationParams,
    body: sendMessageBody,
    answer: messageResult,
    status: [200, 201],
  },
  markReceipt: { params: conversationParams, body: receiptBody, answer: receiptsResult },
  listShopConversations: { params: businessParams, answer: conversationListResult },
  getShopConversation: { params: businessConversationParams, answer: conversationResult },
  listShopMessages: {
    params: businessConversationParams,
    query: messagePageQuery,
    answer: messagePageResult,
  },
  sendShopMessage: {
    params: businessConversationParams,
    body: sendMessageBody,
    answer: messageResult,
    status: [200, 201],
  },
  markShopReceipt: { params: businessConversationParams, body: receiptBody, answer: receiptsResult },

  // payments
  getPaymentConfig: { answer: paymentConfigResult },
  createPayment: {
    headers: idempotencyHeaders,
    body: createPaymentBody,
    answer: paymentResult,
    status: [200, 201],
  },
  getPayment: { params: paymentParams, answer: paymentResult },
  setTip: { params: paymentParams, body: setTipBody, answer: paymentResult },
  confirmPayment: {
    headers: idempotencyHeaders,
    params: paymentParams,
    body: confirmPaymentBody,
    answer: confirmResult,
  },
  syncPayment: { params: paymentParams, answer: paymentResult },
  getReceipt: { params: paymentParams, query: receiptQuery, answer: receiptResult },
  getReceiptPdf: { params: paymentParams, query: receiptQuery, produces: 'application/pdf' },
  emailReceipt: { params: paymentParams, query: receiptQuery, answer: emailReceiptResult },
  listAppointmentPayments: { params: businessAppointmentPaymentParams, answer: staffPaymentListResult },
  requestBalance: { params: businessAppointmentPaymentParams, answer: balanceRequestResult },
  refundPayment: {
    headers: idempotencyHeaders,
    params: businessPaymentParams,
    body: refundBody,
    answer: staffPaymentResult,
    status: [201],
  },
  receivePaymentEvent: { headers: webhookHeaders, answer: webhookResult },
  listMyPayments: { query: myPaymentsQuery, answer: myPaymentsResult },

  // subscriptions
  createSubscription: { body: createSubscriptionBody, answer: subscribeResult, status: [202] },
  confirmSubscription: { query: tokenQuery, answer: subscriptionResult },
  getSubscriptionByToken: { query: tokenQuery, answer: subscriptionResult },
  updatePreferences: { body: preferencesBody, answer: subscriptionResult },
  /** From the page as JSON `{ token }`; one-click (RFC 8058) as the form mail providers post, token in the URL. */
  unsubscribe: {
    query: unsubscribeQuery,
    body: unsubscribeBody,
    consumes: ['application/json', 'application/x-www-form-urlencoded'],
    answer: subscriptionResult,
  },
  listMySubscriptions: { answer: subscriptionListResult },
  updateMySubscription: {
    params: subscriptionParams,
    body: updateMySubscriptionBody,
    answer: subscriptionResult,
  },
  postAnnouncement: {
    params: businessParams,
    body: createAnnouncementBody,
    answer: announcementResult,
    status: [201],
  },
  listAnnouncements: { params: businessParams, answer: announcementListResult },

  // reviews
  getReviewLink: { params: reviewLinkParams, answer: reviewLinkResult },
  submitReview: {
    params: reviewLinkParams,
    body: submitReviewBody,
    answer: publishedReviewResult,
    status: [201],
  },
  listShopReviews: { params: businessParams, answer: staffReviewListResult },
  replyToReview: { params: businessReviewParams, body: replyBody, answer: staffReviewResult },
  reportReview: { params: businessReviewParams, body: reportBody, answer: staffReviewResult, status: [201] },

  // waivers
  getWaiverPreview: { params: shopParams, answer: waiverPreviewResult },
  startWaiverSession: { params: appointmentParams, answer: createdWaiverSessionResult },
  getWaiverSession: { params: waiverSessionParams, answer: waiverSessionResult },
  saveWaiverDraft: { params: waiverSessionParams, body: waiverDraft, answer: draftSavedResult },
  createWaiverSessionUpload: {
    params: waiverSessionParams,
    body: createUploadBody,
    answer: createdUploadResult,
    status: [201],
  },
  signWaiver: {
    params: waiverSessionParams,
    body: waiverForm,
    answer: signedWaiverReceiptResult,
    status: [201],
  },
  listWaiverTemplates: { params: businessParams, answer: waiverTemplateListResult },
  createWaiverTemplate: {
    params: businessParams,
    body: createWaiverTemplateBody,
    answer: waiverTemplateResult,
    status: [201],
  },
  createWaiverSession: {
    params: businessParams,
    body: createWaiverSessionBody,
    answer: createdWaiverSessionResult,
    status: [201],
  },
  listSignedWaivers: { params: businessParams, query: signedWaiverListQuery, answer: signedWaiverListResult },
  getSignedWaiverPdf: { params: businessWaiverParams, produces: 'application/pdf' },
  verifySignedWaiver: { params: businessWaiverParams, answer: waiverVerificationResult },

  // check-in
  getArrival: { params: appointmentParams, answer: appointmentArrivalResult },
  startCheckInLookup: {
    params: checkInShopParams,
    body: checkInLookupBody,
    answer: checkInLookupStartedResult,
    status: [202],
  },
  verifyCheckInCode: { params: checkInLookupParams, body: checkInVerifyBody, answer: checkInTicketResult },
  findCheckIn: { params: checkInShopParams, body: checkInFindBody, answer: checkInTicketResult },
  getCheckInTicket: { params: checkInTicketParams, answer: checkInTicketResult },
  openCheckInWaiver: { params: checkInTicketParams, answer: checkInWaiverSessionResult },
  completeCheckIn: { params: checkInTicketParams, answer: checkedInResult },
  createWalkIn: { params: checkInShopParams, body: createWalkInBody, answer: walkInResult, status: [201] },
  listWalkIns: { params: businessParams, answer: walkInListResult },
} as const satisfies Record<string, EndpointSchemas>;
