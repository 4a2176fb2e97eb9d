import type { Message, SendMessageBody } from '@linework/contract/chat';
import { api } from '../../../lib/api-client.ts';
import { type ChatScope, conversationPath } from './scope.ts';

/** Safe to repeat: the same clientMessageId is stored once. */
export const sendMessage = (scope: ChatScope, conversationId: string, body: SendMessageBody) =>
  api<Message>(`${conversationPath(scope, conversationId)}/messages`, { method: 'POST', body });
