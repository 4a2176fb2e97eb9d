import type { Conversation, StartConversationBody } from '@linework/contract/chat';
import { api } from '../../../lib/api-client.ts';

/** The customer's conversation with a shop: the existing one or a new one. */
export const startConversation = (body: StartConversationBody) =>
  api<Conversation>('/v1/conversations', { method: 'POST', body });
