import type { StartConversationBody } from '@linework/contract/chat';
import { startConversation as startEndpoint } from '@linework/contract/endpoints/chat';
import { call } from '../../../lib/api-client.ts';

/** The customer's conversation with a shop: the existing one or a new one. */
export const startConversation = (body: StartConversationBody) => call(startEndpoint, { body });
