import type { ReceiptBody } from '@linework/contract/chat';
import { call } from '../../../lib/api-client.ts';
import { type ChatScope, conversationCalls } from './scope.ts';

export const markReceipt = (scope: ChatScope, conversationId: string, body: ReceiptBody) => {
  const calls = conversationCalls(scope, conversationId);
  return call(calls.receipts, { params: calls.params, body });
};
