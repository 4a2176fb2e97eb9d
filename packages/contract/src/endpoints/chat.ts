import { endpoint } from './define.ts';

export const listConversations = endpoint('listConversations', 'GET', '/v1/conversations');
export const startConversation = endpoint('startConversation', 'POST', '/v1/conversations');
export const getUnread = endpoint('getUnread', 'GET', '/v1/conversations/unread');
export const getStreamTicket = endpoint('getStreamTicket', 'POST', '/v1/events/ticket');
/** Server-Sent Events, opened with a ticket (an EventSource cannot send a token). */
export const openEventStream = endpoint('openEventStream', 'GET', '/v1/events/stream');
export const getConversation = endpoint('getConversation', 'GET', '/v1/conversations/:conversationId');
export const listMessages = endpoint('listMessages', 'GET', '/v1/conversations/:conversationId/messages');
export const sendMessage = endpoint('sendMessage', 'POST', '/v1/conversations/:conversationId/messages');
export const markReceipt = endpoint('markReceipt', 'POST', '/v1/conversations/:conversationId/receipts');

// The same conversation calls from a shop's inbox.
const shopConversation = '/v1/business/:businessId/conversations/:conversationId' as const;
export const listShopConversations = endpoint(
  'listShopConversations',
  'GET',
  '/v1/business/:businessId/conversations',
);
export const getShopConversation = endpoint('getShopConversation', 'GET', shopConversation);
export const listShopMessages = endpoint('listShopMessages', 'GET', `${shopConversation}/messages`);
export const sendShopMessage = endpoint('sendShopMessage', 'POST', `${shopConversation}/messages`);
export const markShopReceipt = endpoint('markShopReceipt', 'POST', `${shopConversation}/receipts`);
/** What the customer booked or asked the shop for, shown beside the conversation in the studio. */
export const getShopConversationContext = endpoint(
  'getShopConversationContext',
  'GET',
  `${shopConversation}/context`,
);
