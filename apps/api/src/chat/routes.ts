import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { isStaff } from '../business/access.ts';
import { resolveAuthSecret } from '../config.ts';
import { unauthenticated } from '../domain/errors.ts';
import { route } from '../http/route.ts';
import { currentUser } from '../users/service.ts';
import { conversationContext } from './context.ts';
import { latestSeq, missedEventsPurged } from './events.ts';
import { createChatHub } from './hub.ts';
import {
  getConversation,
  listConversations,
  listMessages,
  markReceipt,
  sendMessage,
  startConversation,
  unreadSummary,
  type Viewer,
} from './service.ts';
import { openEventStream } from './stream.ts';
import { issueTicket, verifyTicket } from './stream-ticket.ts';

const tags = ['chat'];

/** The names in the contract's map of one side's conversation endpoints. */
type ConversationEndpoints =
  | { get: 'getConversation'; messages: 'listMessages'; send: 'sendMessage'; receipts: 'markReceipt' }
  | {
      get: 'getShopConversation';
      messages: 'listShopMessages';
      send: 'sendShopMessage';
      receipts: 'markShopReceipt';
    };

/**
 * The endpoints of one conversation, the same for its customer and for the shop's members;
 * the endpoints' `names` say whose (their paths come with them), `viewerOf` who is asking.
 */
function conversationRoutes(
  app: FastifyInstance,
  scope: {
    names: ConversationEndpoints;
    who: string;
    viewerOf: (request: FastifyRequest) => Promise<Viewer>;
  },
) {
  const { names, who, viewerOf } = scope;
  // The customer's own conversations need a token; a shop's are behind its membership check.
  const auth = names.get === 'getConversation' ? ('required' as const) : undefined;
  const idOf = (request: FastifyRequest) => (request.params as { conversationId: string }).conversationId;
  const withZod = app.withTypeProvider<ZodTypeProvider>();

  route(withZod, names.get, { doc: { tags, summary: `One of ${who}s`, auth } }, async (request) => ({
    result: await getConversation(app.deps, await viewerOf(request), idOf(request)),
  }));

  route(
    withZod,
    names.messages,
    {
      doc: {
        tags,
        summary: `Messages of ${who}, newest page first; older pages through \`before\``,
        auth,
      },
    },
    async (request) => ({
      result: await listMessages(app.deps, await viewerOf(request), idOf(request), request.query),
    }),
  );

  route(
    withZod,
    names.send,
    {
      doc: {
        tags,
        summary: `Send a message in ${who}; a retry with the same clientMessageId stores nothing new`,
        auth,
      },
    },
    async (request, reply) => {
      const { message, created } = await sendMessage(
        app.deps,
        await viewerOf(request),
        idOf(request),
        request.body,
      );
      reply.status(created ? 201 : 200);
      return { result: message };
    },
  );

  route(
    withZod,
    names.receipts,
    {
      doc: {
        tags,
        summary: `Mark the other side's messages in ${who} as delivered or read`,
        auth,
      },
    },
    async (request) => ({
      result: await markReceipt(app.deps, await viewerOf(request), idOf(request), request.body),
    }),
  );
}

/** The customer's chat with shops, and the live event stream of everyone's conversations. */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = resolveAuthSecret(app.config);
  const hub = await createChatHub(app.deps);
  app.addHook('preClose', async () => hub.closeAll());

  const customer = async (request: FastifyRequest): Promise<Viewer> => ({
    user: await currentUser(app.db, request),
    side: 'customer',
  });

  route(
    app,
    'listConversations',
    {
      doc: {
        tags,
        summary: 'My conversations with shops, newest activity first',
        auth: 'required',
      },
    },
    async (request) => ({ result: await listConversations(app.deps, await customer(request)) }),
  );

  route(
    app,
    'startConversation',
    {
      config: { rateLimit: app.writeRateLimit },
      doc: {
        tags,
        summary: 'Start, or reuse, my conversation with a shop',
        auth: 'required',
      },
    },
    async (request) => {
      const viewer = await customer(request);
      return { result: await startConversation(app.deps, viewer.user, request.body) };
    },
  );

  route(
    app,
    'getUnread',
    {
      doc: {
        tags,
        summary: 'Unread messages: mine, and per shop I work at',
        auth: 'required',
      },
    },
    async (request) => ({ result: await unreadSummary(app.deps, (await customer(request)).user) }),
  );

  conversationRoutes(app, {
    names: { get: 'getConversation', messages: 'listMessages', send: 'sendMessage', receipts: 'markReceipt' },
    who: 'my conversation',
    viewerOf: customer,
  });

  route(
    app,
    'getStreamTicket',
    {
      doc: {
        tags,
        summary: 'A one-minute ticket to open my live event stream',
        auth: 'required',
      },
    },
    async (request) => {
      const { user } = await customer(request);
      const { ticket, expiresAt } = issueTicket(secret, user.id, app.deps.clock.now().getTime());
      return { result: { ticket, expiresAt: expiresAt.toISOString() } };
    },
  );

  route(
    app,
    'openEventStream',
    {
      doc: {
        tags,
        summary:
          'My live events (Server-Sent Events): messages and receipts in every conversation I see. Resumes after Last-Event-ID (or `after`).',
        auth: 'ticket',
      },
    },
    async (request, reply) => {
      const userId = verifyTicket(secret, request.query.ticket ?? '', app.deps.clock.now().getTime());
      if (!userId) throw unauthenticated('This stream ticket is not valid any more. Ask for a new one.');
      const header = request.headers['last-event-id'];
      const fromHeader = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : undefined;
      const latest = await latestSeq(app.db, userId);
      const asked = fromHeader ?? request.query.after;
      const after = asked ?? latest;
      const purged = await missedEventsPurged(app.db, userId, after, latest);
      openEventStream(request, reply, hub, { userId, after, latest, purged });
    },
  );
};

/**
 * A shop's side of chat, for every member. Registered under `/v1/business/:businessId` by
 * `business/access.ts`, which checks the membership.
 */
export const chatBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const shopViewer = async (request: FastifyRequest): Promise<Viewer> => {
    const { user, member } = request.business;
    // The role table's `own` reach: an artist, their own customers' conversations.
    const artistId = isStaff(member) ? undefined : (member.artistId ?? '');
    return { user, side: 'shop', businessId: member.businessId, artistId };
  };

  route(
    app,
    'listShopConversations',
    {
      doc: {
        tags,
        summary: "My shop's conversations with customers, newest activity first",
      },
    },
    async (request) => ({ result: await listConversations(app.deps, await shopViewer(request)) }),
  );

  conversationRoutes(app, {
    names: {
      get: 'getShopConversation',
      messages: 'listShopMessages',
      send: 'sendShopMessage',
      receipts: 'markShopReceipt',
    },
    who: "my shop's conversation",
    viewerOf: shopViewer,
  });

  route(
    app,
    'getShopConversationContext',
    {
      doc: {
        tags,
        summary:
          "What the customer of my shop's conversation booked or asked for (an artist: their own appointments only)",
      },
    },
    async (request) => ({
      result: await conversationContext(app.deps, request.business.member, request.params.conversationId),
    }),
  );
};
