import { createStore } from '../../../lib/external-store.ts';
import type { LiveState } from '../../../lib/live-channel.ts';

/**
 * The live stream's state and the conversation on screen, apart from the stream's own code: the
 * header reads them on every page, and the stream itself loads only for signed-in people.
 */
export type LiveStatus = LiveState;
export const liveStatus = createStore<LiveStatus>('connecting');

/** The conversation a thread shows right now (`scopeKey` and id): a message there needs no toast. */
export const openConversation = createStore<{ scope: string; conversationId: string } | null>(null);
