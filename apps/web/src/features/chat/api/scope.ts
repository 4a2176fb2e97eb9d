import * as chat from '@linework/contract/endpoints/chat';

/** Whose side of the chat a screen shows: the customer's own, or one shop's inbox. */
export type ChatScope =
  | { kind: 'customer' }
  /** `studio`: the inbox shown inside the studio (its links stay in the studio). */
  | { kind: 'shop'; businessId: string; studio?: boolean };

export const customerScope: ChatScope = { kind: 'customer' };

/** Part of every chat query key, so one shop's inbox never mixes with the customer's own. */
export const scopeKey = (scope: ChatScope) =>
  scope.kind === 'customer' ? 'mine' : `shop:${scope.businessId}`;

/**
 * The endpoints and path params of one conversation in this scope: the customer's own calls, or the
 * same calls under the shop's inbox.
 */
export const conversationCalls = (scope: ChatScope, conversationId: string) =>
  scope.kind === 'customer'
    ? {
        params: { conversationId },
        get: chat.getConversation,
        messages: chat.listMessages,
        send: chat.sendMessage,
        receipts: chat.markReceipt,
      }
    : {
        params: { businessId: scope.businessId, conversationId },
        get: chat.getShopConversation,
        messages: chat.listShopMessages,
        send: chat.sendShopMessage,
        receipts: chat.markShopReceipt,
      };

/** The screen of a conversation in this scope. */
export const threadRoute = (scope: ChatScope, conversationId: string) =>
  `${listRoute(scope)}/${conversationId}`;

export const listRoute = (scope: ChatScope) =>
  scope.kind === 'customer'
    ? '/chat'
    : scope.studio
      ? studioInboxRoute(scope.businessId)
      : `/chat/shop/${scope.businessId}`;

/** The shop's inbox in the studio, where a shop's message notice leads. */
export const studioInboxRoute = (businessId: string, conversationId?: string) =>
  `/studio/${businessId}/inbox${conversationId ? `/${conversationId}` : ''}`;
