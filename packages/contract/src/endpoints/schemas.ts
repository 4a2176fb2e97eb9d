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
  artistDetailResult,
  artistInShopResult,
  artistParams,
  searchQuery,
  searchResult,
  serviceDetailResult,
  shopArtistParams,
  shopDetailResult,
  shopParams,
  shopServiceParams,
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
  walkInResult,
} from '../checkin.ts';
import {
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
  setTipBody,
} from '../payments.ts';
import {
  acceptOfferBody,
  answerQuestionBody,
  createRequestBody,
  requestListResult,
  requestParams,
  requestResult,
  shopRequestParams,
} from '../requests.ts';
import { publishedReviewResult, reviewLinkParams, reviewLinkResult, submitReviewBody } from '../reviews.ts';
import {
  createSubscriptionBody,
  preferencesBody,
  subscribeResult,
  subscriptionListResult,
  subscriptionParams,
  subscriptionResult,
  tokenQuery,
  unsubscribeBody,
  updateMySubscriptionBody,
} from '../subscriptions.ts';
import { createdUploadResult, createUploadBody } from '../uploads.ts';
import {
  accountExportResult,
  deleteAccountBody,
  deleteAccountResult,
  notificationPreferences,
  notificationPreferencesResult,
  updateUserProfile,
  userProfileResult,
} from '../users.ts';
import {
  createdWaiverSessionResult,
  draftSavedResult,
  signedWaiverReceiptResult,
  waiverDraft,
  waiverForm,
  waiverPreviewResult,
  waiverSessionParams,
  waiverSessionResult,
} from '../waivers.ts';

/**
 * The schemas of every endpoint the web app calls, by the name its endpoint carries (see define.ts
 * for why they live apart from the paths): the same schemas the API's route declares for params,
 * querystring, body and its success response (`answer`, the whole `{ result }`).
 */
export const endpointSchemas = {
  // users, uploads
  getMe: { answer: userProfileResult },
  updateMe: { body: updateUserProfile, answer: userProfileResult },
  deleteMe: { body: deleteAccountBody, answer: deleteAccountResult },
  exportMe: { answer: accountExportResult },
  getNotificationPreferences: { answer: notificationPreferencesResult },
  setNotificationPreferences: { body: notificationPreferences, answer: notificationPreferencesResult },
  createUpload: { body: createUploadBody, answer: createdUploadResult },

  // catalog
  search: { query: searchQuery, answer: searchResult },
  getArtist: { params: artistParams, answer: artistDetailResult },
  getShop: { params: shopParams, answer: shopDetailResult },
  getArtistInShop: { params: shopArtistParams, answer: artistInShopResult },
  getService: { params: shopServiceParams, answer: serviceDetailResult },

  // availability, appointments
  getAvailability: { query: availabilityQuery, answer: availabilityResult },
  createAppointment: { body: createAppointmentBody, answer: appointmentResult },
  listAppointments: { query: appointmentListQuery, answer: appointmentListResult },
  getAppointment: { params: appointmentParams, answer: appointmentResult },
  cancelAppointment: { params: appointmentParams, answer: appointmentResult },
  rescheduleAppointment: { params: appointmentParams, body: rescheduleBody, answer: appointmentResult },

  // requests
  createRequest: { params: shopRequestParams, body: createRequestBody, answer: requestResult },
  listMyRequests: { answer: requestListResult },
  getRequest: { params: requestParams, answer: requestResult },
  answerQuestion: { params: requestParams, body: answerQuestionBody, answer: requestResult },
  acceptOffer: { params: appointmentParams, body: acceptOfferBody, answer: appointmentResult },

  // chat: the customer's own conversations, and a shop's inbox
  listConversations: { answer: conversationListResult },
  startConversation: { body: startConversationBody, answer: conversationResult },
  getUnread: { answer: unreadSummaryResult },
  getStreamTicket: { answer: streamTicketResult },
  getConversation: { params: conversationParams, answer: conversationResult },
  listMessages: { params: conversationParams, query: messagePageQuery, answer: messagePageResult },
  sendMessage: { params: conversationParams, body: sendMessageBody, answer: messageResult },
  markReceipt: { params: conversationParams, body: receiptBody, answer: receiptsResult },
  listShopConversations: { params: businessParams, answer: conversationListResult },
  getShopConversation: { params: businessConversationParams, answer: conversationResult },
  listShopMessages: {
    params: businessConversationParams,
    query: messagePageQuery,
    answer: messagePageResult,
  },
  sendShopMessage: { params: businessConversationParams, body: sendMessageBody, answer: messageResult },
  markShopReceipt: { params: businessConversationParams, body: receiptBody, answer: receiptsResult },

  // payments
  getPaymentConfig: { answer: paymentConfigResult },
  createPayment: { body: createPaymentBody, answer: paymentResult },
  getPayment: { params: paymentParams, answer: paymentResult },
  setTip: { params: paymentParams, body: setTipBody, answer: paymentResult },
  confirmPayment: { params: paymentParams, body: confirmPaymentBody, answer: confirmResult },
  syncPayment: { params: paymentParams, answer: paymentResult },
  getReceipt: { params: paymentParams, query: receiptQuery, answer: receiptResult },
  emailReceipt: { params: paymentParams, query: receiptQuery, answer: emailReceiptResult },
  listMyPayments: { query: myPaymentsQuery, answer: myPaymentsResult },

  // subscriptions
  createSubscription: { body: createSubscriptionBody, answer: subscribeResult },
  confirmSubscription: { query: tokenQuery, answer: subscriptionResult },
  getSubscriptionByToken: { query: tokenQuery, answer: subscriptionResult },
  updatePreferences: { body: preferencesBody, answer: subscriptionResult },
  unsubscribe: { body: unsubscribeBody, answer: subscriptionResult },
  listMySubscriptions: { answer: subscriptionListResult },
  updateMySubscription: {
    params: subscriptionParams,
    body: updateMySubscriptionBody,
    answer: subscriptionResult,
  },

  // reviews
  getReviewLink: { params: reviewLinkParams, answer: reviewLinkResult },
  submitReview: { params: reviewLinkParams, body: submitReviewBody, answer: publishedReviewResult },

  // waivers
  getWaiverPreview: { params: shopParams, answer: waiverPreviewResult },
  startWaiverSession: { params: appointmentParams, answer: createdWaiverSessionResult },
  getWaiverSession: { params: waiverSessionParams, answer: waiverSessionResult },
  saveWaiverDraft: { params: waiverSessionParams, body: waiverDraft, answer: draftSavedResult },
  createWaiverSessionUpload: {
    params: waiverSessionParams,
    body: createUploadBody,
    answer: createdUploadResult,
  },
  signWaiver: { params: waiverSessionParams, body: waiverForm, answer: signedWaiverReceiptResult },

  // check-in
  getArrival: { params: appointmentParams, answer: appointmentArrivalResult },
  startCheckInLookup: {
    params: checkInShopParams,
    body: checkInLookupBody,
    answer: checkInLookupStartedResult,
  },
  verifyCheckInCode: { params: checkInLookupParams, body: checkInVerifyBody, answer: checkInTicketResult },
  findCheckIn: { params: checkInShopParams, body: checkInFindBody, answer: checkInTicketResult },
  openCheckInWaiver: { params: checkInTicketParams, answer: checkInWaiverSessionResult },
  completeCheckIn: { params: checkInTicketParams, answer: checkedInResult },
  createWalkIn: { params: checkInShopParams, body: createWalkInBody, answer: walkInResult },
} as const;
