import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../http/route.ts';
import { currentUser, currentVerifiedUser } from '../users/service.ts';
import { announcementReach, previewAnnouncement } from './announcement-preview.ts';
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

  route(
    app,
    'createSubscription',
    {
      config: { rateLimit: app.writeRateLimit },
      doc: {
        tags,
        summary: 'Follow an artist or shop: a confirmation email is sent first (double opt-in)',
        auth: 'optional',
        errors: ['EMAIL_NOT_VERIFIED'],
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

  route(
    app,
    'confirmSubscription',
    {
      config: { rateLimit: app.writeRateLimit },
      doc: {
        tags,
        summary: 'Confirm a subscription from the link in its confirmation email',
        errors: ['LINK_INVALID', 'LINK_EXPIRED'],
      },
    },
    async (request) => ({ result: await confirmSubscription(app.deps, request.query.token) }),
  );

  route(
    app,
    'getSubscriptionByToken',
    {
      doc: {
        tags,
        summary: 'What an unsubscribe link is about, without changing anything',
        errors: ['LINK_INVALID'],
      },
    },
    async (request) => ({ result: await findByToken(app.deps, request.query.token) }),
  );

  route(
    app,
    'updatePreferences',
    {
      config: { rateLimit: app.writeRateLimit },
      doc: {
        tags,
        summary: 'Choose topics instead of unsubscribing, or undo an unsubscribe, with the link token',
        errors: ['LINK_INVALID'],
      },
    },
    async (request) => ({
      result: await setPreferencesByToken(app.deps, request.body.token, request.body.topics),
    }),
  );

  route(
    app,
    'unsubscribe',
    {
      config: { rateLimit: app.writeRateLimit },
      doc: {
        tags,
        summary:
          'Unsubscribe with the link token: from the page ({ token }) or one-click (RFC 8058, ?token=)',
        errors: ['LINK_INVALID', 'UNSUPPORTED_MEDIA_TYPE'],
      },
    },
    async (request) => {
      const token = request.query.token ?? request.body?.token;
      if (!token) throw invalidLink();
      return { result: await unsubscribe(app.deps, token) };
    },
  );

  route(
    app,
    'listMySubscriptions',
    {
      doc: {
        tags,
        summary: 'The artists and shops I follow',
        auth: 'required',
      },
    },
    async (request) => {
      const user = await currentUser(app.db, request);
      return { result: await listMine(app.deps, user.id) };
    },
  );

  route(
    app,
    'updateMySubscription',
    {
      doc: {
        tags,
        summary: 'Change the topics of one of my subscriptions, or stop or restart it',
        auth: 'required',
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
  route(
    app,
    'postAnnouncement',
    {
      doc: {
        tags: ['staff'],
        summary: 'Post an announcement to the confirmed followers of one topic; sent in batches',
      },
    },
    async (request, reply) => {
      const result = await postAnnouncement(app.deps, request.business.member, request.body);
      return reply.status(201).send({ result });
    },
  );

  route(
    app,
    'listAnnouncements',
    {
      doc: {
        tags: ['staff'],
        summary: 'Announcements of this shop, newest first, with how many were sent',
      },
    },
    async (request) => ({
      result: await listAnnouncements(app.deps, request.business.member.businessId),
    }),
  );

  route(
    app,
    'getAnnouncementReach',
    {
      doc: {
        tags: ['staff'],
        summary: 'How many confirmed followers an announcement of this topic would reach now',
      },
    },
    async (request) => {
      const { topic, artistId } = request.query;
      return { result: await announcementReach(app.deps, request.business.member, topic, artistId) };
    },
  );

  route(
    app,
    'previewAnnouncement',
    {
      doc: {
        tags: ['staff'],
        summary:
          'The email an announcement would send, rendered by its template, and how many followers it reaches; nothing is sent',
      },
    },
    async (request) => ({
      result: await previewAnnouncement(app.deps, request.business.member, request.body),
    }),
  );
};
