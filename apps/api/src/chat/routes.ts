import {
  businessConversationParams,
  businessParams,
  conversationListResult,
  conversationParams,
  conversationResult,
  messagePageQuery,
  messagePageResult,
  messageResult,
  receiptBody,
  receiptsResult,
  sendMessageBody,
  startConversationBody,
  streamQuery,
  streamTicketResult,
  unreadSummaryResult,
} from '@linework/contract/chat';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../catalog/staff.ts';
import { resolveAuthSecret } from '../config.ts';
import { unauthenticated } from '../domain/errors.ts';
import { currentUser } from '../users/service.ts';
import { latestSeq } from './events.ts';
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

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['chat'];
  const secret = resolveAuthSecret(app.config);
  const hub = await createChatHub(app);
  app.addHook('preClose', async () => hub.closeAll());

  const customer = async (request: FastifyRequest): Promise<Viewer> => ({
    user: await currentUser(app.db, request),
    side: 'customer',
  });
  const member = async (request: FastifyRequest, businessId: string): Promise<Viewer> => {
    const { user } = await requireMember(app, request, businessId);
    return { user, side: 'shop', businessId };
  };

  app.get(
    '/conversations',
    {
      schema: {
        tags,
        summary: 'My conversations with shops, newest activity first',
        response: { 200: conversationListResult },
      },
    },
    async (request) => ({ result: await listConversations(app, await customer(request)) }),
  );

  app.post(
    '/conversations',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags,
        summary: 'Start, or reuse, my conversation with a shop',
        body: startConversationBody,
        response: { 200: conversationResult },
      },
    },
    async (request) => {
      const viewer = await customer(request);
      return { result: await startConversation(app, viewer.user, request.body) };
    },
  );

  app.get(
    '/conversations/unread',
    {
      schema: {
        tags,
        summary: 'Unread messages: mine, and per shop I work at',
        response: { 200: unreadSummaryResult },
      },
    },
    async (request) => ({ result: await unreadSummary(app, (await customer(request)).user) }),
  );

  // The same conversation endpoints for a customer and for a shop's members.
  const scopes = [
    { prefix: '/conversations/:conversationId', params: conversationParams, who: 'customer' },
    {
      prefix: '/business/:businessId/conversations/:conversationId',
      params: businessConversationParams,
      who: 'shop',
    },
  ] as const;
  const viewerOf = (request: FastifyRequest) => {
    const p = request.params as { businessId?: string };
    return p.businessId ? member(request, p.businessId) : customer(request);
  };
  const idOf = (request: FastifyRequest) => (request.params as { conversationId: string }).conversationId;

  for (const scope of scopes) {
    const who = scope.who === 'shop' ? "my shop's conversation" : 'my conversation';
    app.get(
      scope.prefix,
      {
        schema: {
          tags,
          summary: `One of ${who}s`,
          params: scope.params,
          response: { 200: conversationResult },
        },
      },
      async (request) => ({ result: await getConversation(app, await viewerOf(request), idOf(request)) }),
    );

    app.get(
      `${scope.prefix}/messages`,
      {
        schema: {
          tags,
          summary: `Messages of ${who}, newest page first; older pages through \`before\``,
          params: scope.params,
          querystring: messagePageQuery,
          response: { 200: messagePageResult },
        },
      },
      async (request) => ({
        result: await listMessages(app, await viewerOf(request), idOf(request), request.query),
      }),
    );

    app.post(
      `${scope.prefix}/messages`,
      {
        schema: {
          tags,
          summary: `Send a message in ${who}; a retry with the same clientMessageId stores nothing new`,
          params: scope.params,
          body: sendMessageBody,
          response: { 200: messageResult, 201: messageResult },
        },
      },
      async (request, reply) => {
        const { message, created } = await sendMessage(
          app,
          await viewerOf(request),
          idOf(request),
          request.body,
        );
        reply.status(created ? 201 : 200);
        return { result: message };
      },
    );

    app.post(
      `${scope.prefix}/receipts`,
      {
        schema: {
          tags,
          summary: `Mark the other side's messages in ${who} as delivered or read`,
          params: scope.params,
          body: receiptBody,
          response: { 200: receiptsResult },
        },
      },
      async (request) => ({
        result: await markReceipt(app, await viewerOf(request), idOf(request), request.body),
      }),
    );
  }

  app.get(
    '/business/:businessId/conversations',
    {
      schema: {
        tags,
        summary: "My shop's conversations with customers, newest activity first",
        params: businessParams,
        response: { 200: conversationListResult },
      },
    },
    async (request) => ({
      result: await listConversations(app, await member(request, request.params.businessId)),
    }),
  );

  app.post(
    '/events/ticket',
    {
      schema: {
        tags,
        summary: 'A one-minute ticket to open my live event stream',
        response: { 200: streamTicketResult },
      },
    },
    async (request) => {
      const { user } = await customer(request);
      const { ticket, expiresAt } = issueTicket(secret, user.id);
      return { result: { ticket, expiresAt: expiresAt.toISOString() } };
    },
  );

  app.get(
    '/events/stream',
    {
      schema: {
        tags,
        summary:
          'My live events (Server-Sent Events): messages and receipts in every conversation I see. Resumes after Last-Event-ID (or `after`).',
        querystring: streamQuery,
      },
    },
    async (request, reply) => {
      const userId = verifyTicket(secret, request.query.ticket);
      if (!userId) throw unauthenticated('This stream ticket is not valid any more. Ask for a new one.');
      const header = request.headers['last-event-id'];
      const fromHeader = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : undefined;
      const latest = await latestSeq(app.db, userId);
      const asked = fromHeader ?? request.query.after;
      openEventStream(request, reply, hub, { userId, after: asked ?? latest, latest });
    },
  );
};
