import {
  artistDetailResult,
  artistInShopResult,
  needsFreeTimes,
  reviewPageResult,
  searchResult,
  serviceDetailResult,
  shopDetailResult,
} from '@linework/contract/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availabilityAnswer } from '../availability/answers.ts';
import { requireArtistAtShop } from '../business/access.ts';
import { compressedOnce } from '../http/http-cache.ts';
import { route } from '../http/route.ts';
import { loadArtistFreeTimes } from './artist-free-times.ts';
import {
  loadArtistDetail,
  loadArtistDetailById,
  loadArtistInShop,
  loadReviewPage,
  loadServiceDetail,
  loadServiceView,
  loadShopDetail,
  shopDetailOf,
} from './details.ts';
import type { FreeTimeLookup } from './free-times.ts';
import { searchCatalog } from './search.ts';
import {
  addPortfolioImage,
  createArtist,
  createService,
  deactivateService,
  removePortfolioImage,
  reorderPortfolio,
  updateArtist,
  updateService,
  updateShop,
} from './staff.ts';

/** The public catalogue under /v1, answered from the read cache (`catalog/read-cache.ts`). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendCached = app.catalogReadCache.send;
  // Every public read is keyed by its URL: a kept answer leaves before validation and the handler.
  const readyAnswerRoute = { ...compressedOnce, onRequest: app.catalogReadCache.answerIfReady };
  const tags = ['catalogue'];

  // Free times as the booking page computes them, from the availability answer cache.
  const freeTimes: FreeTimeLookup = async (link, window) =>
    (await availabilityAnswer(app, { ...link, ...window })).availability;
  // Free times change with every booking, which the catalogue cache does not hear of: answers that
  // depend on them are computed each time (their calendars come from the availability cache) and may
  // be kept by others only if they ask again first.
  const liveCacheControl = 'public, no-cache';

  route(
    app,
    'search',
    {
      ...readyAnswerRoute,
      doc: {
        tags,
        summary:
          'Find artists and shops by name, style, city or place; sort by distance, rating or soonest free time; filter by price and a day with free time',
      },
    },
    async (request, reply) => {
      if (needsFreeTimes(request.query)) {
        reply.header('cache-control', liveCacheControl);
        return { result: await searchCatalog(app.deps, request.query, freeTimes) };
      }
      return sendCached(request, reply, request.url, searchResult, async () => ({
        result: await searchCatalog(app.deps, request.query),
      }));
    },
  );

  route(
    app,
    'getArtistFreeTimes',
    {
      doc: {
        tags,
        summary: "An artist's next free time at each shop they work at (not kept with the artist page)",
      },
    },
    async (request, reply) => {
      reply.header('cache-control', liveCacheControl);
      return { result: await loadArtistFreeTimes(app.deps, request.params.urlPath, freeTimes) };
    },
  );

  route(
    app,
    'listArtistReviews',
    {
      ...readyAnswerRoute,
      doc: {
        tags,
        summary: 'Every review of an artist, newest first, by page',
      },
    },
    (request, reply) =>
      sendCached(request, reply, request.url, reviewPageResult, async () => ({
        result: await loadReviewPage(app.deps, { urlPath: request.params.urlPath }, request.query.page),
      })),
  );

  route(
    app,
    'listShopPublicReviews',
    {
      ...readyAnswerRoute,
      doc: {
        tags,
        summary: 'Every review of a shop, newest first, by page',
      },
    },
    (request, reply) =>
      sendCached(request, reply, request.url, reviewPageResult, async () => ({
        result: await loadReviewPage(app.deps, { shopUrl: request.params.shopUrl }, request.query.page),
      })),
  );

  route(
    app,
    'getArtist',
    {
      ...readyAnswerRoute,
      doc: { tags, summary: 'An artist page' },
    },
    (request, reply) =>
      sendCached(request, reply, request.url, artistDetailResult, async () => ({
        result: await loadArtistDetail(app.deps, request.params.urlPath),
      })),
  );

  route(
    app,
    'getShop',
    {
      ...readyAnswerRoute,
      doc: { tags, summary: 'A shop page' },
    },
    (request, reply) =>
      sendCached(request, reply, request.url, shopDetailResult, async () => ({
        result: await loadShopDetail(app.deps, request.params.shopUrl),
      })),
  );

  route(
    app,
    'getArtistInShop',
    {
      ...readyAnswerRoute,
      doc: {
        tags,
        summary: "An artist in a shop's context, with that shop's services and policies",
      },
    },
    (request, reply) =>
      sendCached(request, reply, request.url, artistInShopResult, async () => ({
        result: await loadArtistInShop(app.deps, request.params.shopUrl, request.params.artistUrl),
      })),
  );

  route(
    app,
    'getService',
    {
      ...readyAnswerRoute,
      doc: { tags, summary: 'A service of a shop' },
    },
    (request, reply) =>
      sendCached(request, reply, request.url, serviceDetailResult, async () => ({
        result: await loadServiceDetail(app.deps, request.params.shopUrl, request.params.serviceId),
      })),
  );
};

/**
 * Staff writes that keep the catalogue current. Registered under `/v1/business/:businessId` by
 * `business/access.ts`, which checks the membership; editing an artist is open to that artist too.
 */
export const catalogBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every successful staff write changes what the public pages show: forget them before answering,
  // so the editor's next read already sees the change.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400) await app.catalogReadCache.changed();
    return payload;
  });
  const tags = ['business'];

  route(
    app,
    'updateShop',
    {
      doc: {
        tags,
        summary: 'Change the shop profile: about, contact, hours, policies',
        errors: ['URL_TAKEN'],
      },
    },
    async (request) => {
      const { user, member } = request.business;
      const shop = await updateShop(app.deps, user.id, member.businessId, request.body);
      return { result: await shopDetailOf(app.deps, shop) };
    },
  );

  route(
    app,
    'createArtist',
    {
      doc: {
        tags,
        summary: 'Add an artist to the shop',
        errors: ['URL_TAKEN'],
      },
    },
    async (request, reply) => {
      const { user, member } = request.business;
      const artistId = await createArtist(app.deps, member.businessId, request.body, {
        userId: user.id,
        memberId: member.id,
      });
      reply.status(201);
      return { result: await loadArtistDetailById(app.deps, artistId) };
    },
  );

  route(
    app,
    'updateArtist',
    {
      doc: {
        tags,
        summary: "Change an artist's profile",
        errors: ['URL_TAKEN'],
      },
    },
    async (request) => {
      const { member } = request.business;
      await requireArtistAtShop(app.deps, member, request.params.artistId);
      await updateArtist(app.deps, member.businessId, request.params.artistId, request.body);
      return { result: await loadArtistDetailById(app.deps, request.params.artistId) };
    },
  );

  route(
    app,
    'getBusinessArtist',
    {
      doc: {
        tags,
        summary: 'An artist of the shop with their portfolio, also before the shop is published',
      },
    },
    async (request) => {
      await requireArtistAtShop(app.deps, request.business.member, request.params.artistId);
      return { result: await loadArtistDetailById(app.deps, request.params.artistId) };
    },
  );

  route(
    app,
    'reorderPortfolio',
    {
      doc: {
        tags,
        summary: "Put an artist's portfolio pictures in a new order",
      },
    },
    async (request) => {
      await requireArtistAtShop(app.deps, request.business.member, request.params.artistId);
      await reorderPortfolio(app.deps, request.params.artistId, request.body.imageIds);
      return { result: await loadArtistDetailById(app.deps, request.params.artistId) };
    },
  );

  route(
    app,
    'addPortfolioImage',
    {
      doc: {
        tags,
        summary: "Add an uploaded picture to an artist's portfolio",
      },
    },
    async (request, reply) => {
      const { user, member } = request.business;
      await requireArtistAtShop(app.deps, member, request.params.artistId);
      const image = await addPortfolioImage(app.deps, user.id, request.params.artistId, request.body);
      reply.status(201);
      return { result: image };
    },
  );

  route(
    app,
    'removePortfolioImage',
    {
      doc: {
        tags,
        summary: "Remove a picture from an artist's portfolio",
      },
    },
    async (request) => {
      await requireArtistAtShop(app.deps, request.business.member, request.params.artistId);
      await removePortfolioImage(app.deps, request.params.artistId, request.params.imageId);
      return { result: { removed: true as const } };
    },
  );

  route(
    app,
    'createService',
    {
      doc: { tags, summary: 'Add a service' },
    },
    async (request, reply) => {
      const serviceId = await createService(app.deps, request.business.member.businessId, request.body);
      reply.status(201);
      return { result: await loadServiceView(app.deps, serviceId) };
    },
  );

  route(
    app,
    'updateService',
    {
      doc: {
        tags,
        summary: 'Change a service (or set active to false to stop offering it)',
      },
    },
    async (request) => {
      const { serviceId } = request.params;
      await updateService(app.deps, request.business.member.businessId, serviceId, request.body);
      return { result: await loadServiceView(app.deps, serviceId) };
    },
  );

  route(
    app,
    'deactivateService',
    {
      doc: {
        tags,
        summary: 'Stop offering a service; booked appointments keep it',
      },
    },
    async (request) => {
      const { serviceId } = request.params;
      await deactivateService(app.deps, request.business.member.businessId, serviceId);
      return { result: await loadServiceView(app.deps, serviceId) };
    },
  );
};
