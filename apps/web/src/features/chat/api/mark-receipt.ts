import type { ReceiptBody, Receipts } from '@linework/contract/chat';
import { api } from '../../../lib/api-client.ts';
import { type ChatScope, conversationPath } from './scope.ts';

export const markReceipt = (scope: ChatScope, conversationId: string, body: ReceiptBody) =>
  api<Receipts>(`${conversationPath(scope, conversationId)}/receipts`, { method: 'POST', body });
