import { businessParams } from '@linework/contract/catalog';
import {
  announcementListResult,
  announcementResult,
  createAnnouncementBody,
  createSubscriptionBody,
  preferencesBody,
  subscribeResult,
  subscriptionListResult,
  subscriptionParams,
  subscriptionResult,
  tokenQuery,
  unsubscribeBody,
  unsubscribeQuery,
  updateMySubscriptionBody,
} from '@linework/contract/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, currentVerifiedUser } from '../users/service.ts';
import { listAnnouncements, postAnnouncement } from './announcements.ts';
import {
  confirmSubscription,
  findByToken,
  invalidLink,
  listMine,
  setPreferencesByToken,
  subscribe,
  unsubscribe,
  updateMine,
} from './service.ts';

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['subscriptions'];
  const security = [{ bearer: [] }];

  // RFC 8058: mail clients send the one-click unsubscribe as a form POST. Only this plugin reads
  // form bodies; the token travels in the URL, so the body is read only to be polite.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (request, body, done) => {
      const isForm = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
      done(null, isForm ? Object.fromEntries(new URLSearchParams(body as string)) : {});
    },
  );

  app.post(
    '/subscriptions',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags,
        summary: 'Follow an artist or shop: a confirmation email is sent first (double opt-in)',
        body: createSubscriptionBody,
        response: { 202: subscribeResult },
      },
    },
    async (request, reply) => {
      // Signed in, the follow is in the account's address, which must be confirmed; anonymous
      // follows confirm their address through the double opt-in email instead.
      const signedIn = request.identity ? await currentVerifiedUser(app.db, request) : undefined;
      const result = await subscribe(
        app.deps,
        request.body,
        signedIn && { userId: signedIn.id, email: signedIn.email.toLowerCase() },
      );
      return reply.status(202).send({ result });
    },
  );

  app.get(
    '/subscriptions/confirm',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags,
        summary: 'Confirm a subscription from the link in its confirmation email',
        querystring: tokenQuery,
        response: { 200: subscriptionResult },
      },
    },
    async (request) => ({ result: await confirmSubscription(app.deps, request.query.token) }),
  );

  app.get(
    '/subscriptions/by-token',
    {
      schema: {
        tags,
        summary: 'What an unsubscribe link is about, without changing anything',
        querystring: tokenQuery,
        response: { 200: subscriptionResult },
      },
    },
    async (request) => ({ result: await findByToken(app.deps, request.query.token) }),
  );

  app.post(
    '/subscriptions/preferences',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags,
        summary: 'Choose topics instead of unsubscribing, or undo an unsubscribe, with the link token',
        body: preferencesBody,
        response: { 200: subscriptionResult },
      },
    },
    async (request) => ({
      result: await setPreferencesByToken(app.deps, request.body.token, request.body.topics),
    }),
  );

  app.post(
    '/unsubscribe',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags,
        summary:
          'Unsubscribe with the link token: from the page ({ token }) or one-click (RFC 8058, ?token=)',
        querystring: unsubscribeQuery,
        body: unsubscribeBody,
        response: { 200: subscriptionResult },
      },
    },
    async (request) => {
      const token = request.query.token ?? request.body?.token;
      if (!token) throw invalidLink();
      return { result: await unsubscribe(app.deps, token) };
    },
  );

  app.get(
    '/me/subscriptions',
    {
      schema: {
        tags,
        security,
        summary: 'The artists and shops I follow',
        response: { 200: subscriptionListResult },
      },
    },
    async (request) => {
      const user = await currentUser(app.db, request);
      return { result: await listMine(app.deps, user.id) };
    },
  );

  app.patch(
    '/me/subscriptions/:subscriptionId',
    {
      schema: {
        tags,
        security,
        summary: 'Change the topics of one of my subscriptions, or stop or restart it',
        params: subscriptionParams,
        body: updateMySubscriptionBody,
        response: { 200: subscriptionResult },
      },
    },
    async (request) => {
      const user = await currentUser(app.db, request);
      return {
        result: await updateMine(app.deps, user.id, request.params.subscriptionId, request.body),
      };
    },
  );
};

/**
 * A shop's announcements to its followers, for every member (an artist posts only to their own).
 * Registered under `/v1/business/:businessId` by `business/access.ts`, which checks the membership.
 */
export const subscriptionBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];

  app.post(
    '/announcements',
    {
      schema: {
        tags: ['staff'],
        security,
        summary: 'Post an announcement to the confirmed followers of one topic; sent in batches',
        params: businessParams,
        body: createAnnouncementBody,
        response: { 201: announcementResult },
      },
    },
    async (request, reply) => {
      const result = await postAnnouncement(app.deps, request.business.member, request.body);
      return reply.status(201).send({ result });
    },
  );

  app.get(
    '/announcements',
    {
      schema: {
        tags: ['staff'],
        security,
        summary: 'Announcements of this shop, newest first, with how many were sent',
        params: businessParams,
        response: { 200: announcementListResult },
      },
    },
    async (request) => ({
      result: await listAnnouncements(app.deps, request.business.member.businessId),
    }),
  );
};
