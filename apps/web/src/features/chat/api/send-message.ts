import type { SendMessageBody } from '@linework/contract/chat';
import { call } from '../../../lib/api-client.ts';
import { type ChatScope, conversationCalls } from './scope.ts';

/** Safe to repeat: the same clientMessageId is stored once. */
export const sendMessage = (scope: ChatScope, conversationId: string, body: SendMessageBody) => {
  const calls = conversationCalls(scope, conversationId);
  return call(calls.send, { params: calls.params, body });
};
