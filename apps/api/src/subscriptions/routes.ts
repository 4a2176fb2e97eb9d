import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchema } from '../http/route-schema.ts';
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

  app.post(
    '/subscriptions',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: routeSchema('createSubscription', {
        tags,
        summary: 'Follow an artist or shop: a confirmation email is sent first (double opt-in)',
        auth: 'optional',
        errors: ['EMAIL_NOT_VERIFIED'],
      }),
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
      schema: routeSchema('confirmSubscription', {
        tags,
        summary: 'Confirm a subscription from the link in its confirmation email',
        errors: ['LINK_INVALID', 'LINK_EXPIRED'],
      }),
    },
    async (request) => ({ result: await confirmSubscription(app.deps, request.query.token) }),
  );

  app.get(
    '/subscriptions/by-token',
    {
      schema: routeSchema('getSubscriptionByToken', {
        tags,
        summary: 'What an unsubscribe link is about, without changing anything',
        errors: ['LINK_INVALID'],
      }),
    },
    async (request) => ({ result: await findByToken(app.deps, request.query.token) }),
  );

  app.post(
    '/subscriptions/preferences',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: routeSchema('updatePreferences', {
        tags,
        summary: 'Choose topics instead of unsubscribing, or undo an unsubscribe, with the link token',
        errors: ['LINK_INVALID'],
      }),
    },
    async (request) => ({
      result: await setPreferencesByToken(app.deps, request.body.token, request.body.topics),
    }),
  );

  app.post(
    '/unsubscribe',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: routeSchema('unsubscribe', {
        tags,
        summary:
          'Unsubscribe with the link token: from the page ({ token }) or one-click (RFC 8058, ?token=)',
        errors: ['LINK_INVALID', 'UNSUPPORTED_MEDIA_TYPE'],
      }),
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
      schema: routeSchema('listMySubscriptions', {
        tags,
        summary: 'The artists and shops I follow',
        auth: 'required',
      }),
    },
    async (request) => {
      const user = await currentUser(app.db, request);
      return { result: await listMine(app.deps, user.id) };
    },
  );

  app.patch(
    '/me/subscriptions/:subscriptionId',
    {
      schema: routeSchema('updateMySubscription', {
        tags,
        summary: 'Change the topics of one of my subscriptions, or stop or restart it',
        auth: 'required',
      }),
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
  app.post(
    '/announcements',
    {
      schema: routeSchema('postAnnouncement', {
        tags: ['staff'],
        summary: 'Post an announcement to the confirmed followers of one topic; sent in batches',
      }),
    },
    async (request, reply) => {
      const result = await postAnnouncement(app.deps, request.business.member, request.body);
      return reply.status(201).send({ result });
    },
  );

  app.get(
    '/announcements',
    {
      schema: routeSchema('listAnnouncements', {
        tags: ['staff'],
        summary: 'Announcements of this shop, newest first, with how many were sent',
      }),
    },
    async (request) => ({
      result: await listAnnouncements(app.deps, request.business.member.businessId),
    }),
  );

  app.get(
    '/announcements/reach',
    {
      schema: routeSchema('getAnnouncementReach', {
        tags: ['staff'],
        summary: 'How many confirmed followers an announcement of this topic would reach now',
      }),
    },
    async (request) => {
      const { topic, artistId } = request.query;
      return { result: await announcementReach(app.deps, request.business.member, topic, artistId) };
    },
  );

  app.post(
    '/announcements/preview',
    {
      schema: routeSchema('previewAnnouncement', {
        tags: ['staff'],
        summary:
          'The email an announcement would send, rendered by its template, and how many followers it reaches; nothing is sent',
      }),
    },
    async (request) => ({
      result: await previewAnnouncement(app.deps, request.business.member, request.body),
    }),
  );
};
