import {
  addPortfolioImageBody,
  artistDetailResult,
  artistInShopResult,
  artistParams,
  businessArtistParams,
  businessImageParams,
  businessParams,
  businessServiceParams,
  createArtistBody,
  createServiceBody,
  portfolioImageResult,
  removedResult,
  searchQuery,
  searchResult,
  serviceDetailResult,
  serviceResult,
  shopArtistParams,
  shopDetailResult,
  shopParams,
  shopServiceParams,
  updateArtistBody,
  updateServiceBody,
  updateShopBody,
} from '@linework/contract/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireArtistAtShop } from '../business/access.ts';
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
      schema: {
        tags,
        summary: 'Find artists and shops by name, style, city or place',
        querystring: searchQuery,
        response: { 200: searchResult },
      },
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
      schema: {
        tags,
        summary: 'An artist page',
        params: artistParams,
        response: { 200: artistDetailResult },
      },
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
      schema: { tags, summary: 'A shop page', params: shopParams, response: { 200: shopDetailResult } },
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
      schema: {
        tags,
        summary: "An artist in a shop's context, with that shop's services and policies",
        params: shopArtistParams,
        response: { 200: artistInShopResult },
      },
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
      schema: {
        tags,
        summary: 'A service of a shop',
        params: shopServiceParams,
        response: { 200: serviceDetailResult },
      },
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
  const security = [{ bearer: [] }];
  const staffOnly = { businessRole: 'staff' } as const;

  app.patch(
    '/shop',
    {
      config: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Change the shop profile: about, contact, hours, policies',
        params: businessParams,
        body: updateShopBody,
        response: { 200: shopDetailResult },
      },
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
      schema: {
        tags,
        security,
        summary: 'Add an artist to the shop',
        params: businessParams,
        body: createArtistBody,
        response: { 201: artistDetailResult },
      },
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
      schema: {
        tags,
        security,
        summary: "Change an artist's profile",
        params: businessArtistParams,
        body: updateArtistBody,
        response: { 200: artistDetailResult },
      },
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
      schema: {
        tags,
        security,
        summary: "Add an uploaded picture to an artist's portfolio",
        params: businessArtistParams,
        body: addPortfolioImageBody,
        response: { 201: portfolioImageResult },
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

  app.delete(
    '/artists/:artistId/portfolio/:imageId',
    {
      schema: {
        tags,
        security,
        summary: "Remove a picture from an artist's portfolio",
        params: businessImageParams,
        response: { 200: removedResult },
      },
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
      schema: {
        tags,
        security,
        summary: 'Add a service',
        params: businessParams,
        body: createServiceBody,
        response: { 201: serviceResult },
      },
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
      schema: {
        tags,
        security,
        summary: 'Change a service (or set active to false to stop offering it)',
        params: businessServiceParams,
        body: updateServiceBody,
        response: { 200: serviceResult },
      },
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
      schema: {
        tags,
        security,
        summary: 'Stop offering a service; booked appointments keep it',
        params: businessServiceParams,
        response: { 200: serviceResult },
      },
    },
    async (request) => {
      const { serviceId } = request.params;
      await deactivateService(app.deps, request.business.member.businessId, serviceId);
      return { result: await loadServiceView(app.deps, serviceId) };
    },
  );
};
