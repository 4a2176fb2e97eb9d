import {
  artistDetailResult,
  artistInShopResult,
  searchResult,
  serviceDetailResult,
  shopDetailResult,
} from '@linework/contract/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireArtistAtShop } from '../business/access.ts';
import { routeSchema } from '../http/route-schema.ts';
import {
  loadArtistDetail,
  loadArtistDetailById,
  loadArtistInShop,
  loadServiceDetail,
  loadServiceView,
  loadShopDetail,
  shopDetailOf,
} from './details.ts';
import { compressedOnce } from './http-cache.ts';
import { searchCatalog } from './search.ts';
import {
  addPortfolioImage,
  createArtist,
  createService,
  deactivateService,
  removePortfolioImage,
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

  app.get(
    '/search',
    {
      ...readyAnswerRoute,
      schema: routeSchema('search', {
        tags,
        summary: 'Find artists and shops by name, style, city or place',
      }),
    },
    (request, reply) =>
      sendCached(request, reply, request.url, searchResult, async () => ({
        result: await searchCatalog(app.deps, request.query),
      })),
  );

  app.get(
    '/artists/:urlPath',
    {
      ...readyAnswerRoute,
      schema: routeSchema('getArtist', { tags, summary: 'An artist page' }),
    },
    (request, reply) =>
      sendCached(request, reply, request.url, artistDetailResult, async () => ({
        result: await loadArtistDetail(app.deps, request.params.urlPath),
      })),
  );

  app.get(
    '/shops/:shopUrl',
    {
      ...readyAnswerRoute,
      schema: routeSchema('getShop', { tags, summary: 'A shop page' }),
    },
    (request, reply) =>
      sendCached(request, reply, request.url, shopDetailResult, async () => ({
        result: await loadShopDetail(app.deps, request.params.shopUrl),
      })),
  );

  app.get(
    '/shops/:shopUrl/artists/:artistUrl',
    {
      ...readyAnswerRoute,
      schema: routeSchema('getArtistInShop', {
        tags,
        summary: "An artist in a shop's context, with that shop's services and policies",
      }),
    },
    (request, reply) =>
      sendCached(request, reply, request.url, artistInShopResult, async () => ({
        result: await loadArtistInShop(app.deps, request.params.shopUrl, request.params.artistUrl),
      })),
  );

  app.get(
    '/shops/:shopUrl/services/:serviceId',
    {
      ...readyAnswerRoute,
      schema: routeSchema('getService', { tags, summary: 'A service of a shop' }),
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
  const staffOnly = { businessRole: 'staff' } as const;

  app.patch(
    '/shop',
    {
      config: staffOnly,
      schema: routeSchema('updateShop', {
        tags,
        summary: 'Change the shop profile: about, contact, hours, policies',
        errors: ['URL_TAKEN'],
      }),
    },
    async (request) => {
      const shop = await updateShop(app.deps, request.business.member.businessId, request.body);
      return { result: await shopDetailOf(app.deps, shop) };
    },
  );

  app.post(
    '/artists',
    {
      config: staffOnly,
      schema: routeSchema('createArtist', {
        tags,
        summary: 'Add an artist to the shop',
        errors: ['URL_TAKEN'],
      }),
    },
    async (request, reply) => {
      const artistId = await createArtist(app.deps, request.business.member.businessId, request.body);
      reply.status(201);
      return { result: await loadArtistDetailById(app.deps, artistId) };
    },
  );

  app.patch(
    '/artists/:artistId',
    {
      schema: routeSchema('updateArtist', {
        tags,
        summary: "Change an artist's profile",
        errors: ['URL_TAKEN'],
      }),
    },
    async (request) => {
      const { member } = request.business;
      await requireArtistAtShop(app.deps, member, request.params.artistId);
      await updateArtist(app.deps, member.businessId, request.params.artistId, request.body);
      return { result: await loadArtistDetailById(app.deps, request.params.artistId) };
    },
  );

  app.post(
    '/artists/:artistId/portfolio',
    {
      schema: routeSchema('addPortfolioImage', {
        tags,
        summary: "Add an uploaded picture to an artist's portfolio",
      }),
    },
    async (request, reply) => {
      const { user, member } = request.business;
      await requireArtistAtShop(app.deps, member, request.params.artistId);
      const image = await addPortfolioImage(app.deps, user.id, request.params.artistId, request.body);
      reply.status(201);
      return { result: image };
    },
  );

  app.delete(
    '/artists/:artistId/portfolio/:imageId',
    {
      schema: routeSchema('removePortfolioImage', {
        tags,
        summary: "Remove a picture from an artist's portfolio",
      }),
    },
    async (request) => {
      await requireArtistAtShop(app.deps, request.business.member, request.params.artistId);
      await removePortfolioImage(app.deps, request.params.artistId, request.params.imageId);
      return { result: { removed: true as const } };
    },
  );

  app.post(
    '/services',
    {
      config: staffOnly,
      schema: routeSchema('createService', { tags, summary: 'Add a service' }),
    },
    async (request, reply) => {
      const serviceId = await createService(app.deps, request.business.member.businessId, request.body);
      reply.status(201);
      return { result: await loadServiceView(app.deps, serviceId) };
    },
  );

  app.patch(
    '/services/:serviceId',
    {
      config: staffOnly,
      schema: routeSchema('updateService', {
        tags,
        summary: 'Change a service (or set active to false to stop offering it)',
      }),
    },
    async (request) => {
      const { serviceId } = request.params;
      await updateService(app.deps, request.business.member.businessId, serviceId, request.body);
      return { result: await loadServiceView(app.deps, serviceId) };
    },
  );

  app.delete(
    '/services/:serviceId',
    {
      config: staffOnly,
      schema: routeSchema('deactivateService', {
        tags,
        summary: 'Stop offering a service; booked appointments keep it',
      }),
    },
    async (request) => {
      const { serviceId } = request.params;
      await deactivateService(app.deps, request.business.member.businessId, serviceId);
      return { result: await loadServiceView(app.deps, serviceId) };
    },
  );
};
