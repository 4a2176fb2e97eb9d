/** Whose side of the chat a screen shows: the customer's own, or one shop's inbox. */
export type ChatScope = { kind: 'customer' } | { kind: 'shop'; businessId: string };

export const customerScope: ChatScope = { kind: 'customer' };

/** Part of every chat query key, so one shop's inbox never mixes with the customer's own. */
export const scopeKey = (scope: ChatScope) =>
  scope.kind === 'customer' ? 'mine' : `shop:${scope.businessId}`;

/** The API path of the scope's conversations. */
export const conversationsPath = (scope: ChatScope) =>
  scope.kind === 'customer'
    ? '/v1/conversations'
    : `/v1/business/${encodeURIComponent(scope.businessId)}/conversations`;

export const conversationPath = (scope: ChatScope, conversationId: string) =>
  `${conversationsPath(scope)}/${encodeURIComponent(conversationId)}`;

/** The screen of a conversation in this scope. */
export const threadRoute = (scope: ChatScope, conversationId: string) =>
  scope.kind === 'customer' ? `/chat/${conversationId}` : `/chat/shop/${scope.businessId}/${conversationId}`;

export const listRoute = (scope: ChatScope) =>
  scope.kind === 'customer' ? '/chat' : `/chat/shop/${scope.businessId}`;
