import { getStreamTicket as getTicketEndpoint } from '@linework/contract/endpoints/chat';
import { call } from '../../../lib/api-client.ts';

/** A one-minute ticket for the live stream (EventSource cannot send the bearer token). */
export const getStreamTicket = () => call(getTicketEndpoint);
