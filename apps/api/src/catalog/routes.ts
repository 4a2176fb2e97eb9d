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
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { services } from '../db/schema/catalog.ts';
import { notFound } from '../http/errors.ts';
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
import { type CatalogReadCache, createCatalogReadCache } from './read-cache.ts';
import { searchCatalog } from './search.ts';
import {
  addPortfolioImage,
  createArtist,
  createService,
  removePortfolioImage,
  requireArtistAtShop,
  requireMember,
  requireStaff,
  updateArtist,
  updateService,
  updateShop,
} from './staff.ts';

const publicCatalogRoutes: FastifyPluginAsyncZod<{ cache: CatalogReadCache }> = async (app, { cache }) => {
  const sendCached = cache.send;
  // Every public read is keyed by its URL: a kept answer leaves before validation and the handler.
  const readyAnswerRoute = { ...compressedOnce, onRequest: cache.answerIfReady };
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
        result: await searchCatalog(app, request.query),
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
        result: await loadArtistDetail(app, request.params.urlPath),
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
        result: await loadShopDetail(app, request.params.shopUrl),
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
        result: await loadArtistInShop(app, request.params.shopUrl, request.params.artistUrl),
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
        result: await loadServiceDetail(app, request.params.shopUrl, request.params.serviceId),
      })),
  );
};

const staffCatalogRoutes: FastifyPluginAsyncZod<{ cache: CatalogReadCache }> = async (app, { cache }) => {
  // Every successful staff write changes what the public pages show: forget them before answering,
  // so the editor's next read already sees the change.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400) await cache.changed();
    return payload;
  });
  const tags = ['business'];
  const security = [{ bearer: [] }];

  app.patch(
    '/business/:businessId/shop',
    {
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
      const { member } = await requireMember(app, request, request.params.businessId);
      requireStaff(member);
      const shop = await updateShop(app, member.businessId, request.body);
      return { result: await shopDetailOf(app, shop) };
    },
  );

  app.post(
    '/business/:businessId/artists',
    {
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
      const { member } = await requireMember(app, request, request.params.businessId);
      requireStaff(member);
      const artistId = await createArtist(app, member.businessId, request.body);
      reply.status(201);
      return { result: await loadArtistDetailById(app, artistId) };
    },
  );

  app.patch(
    '/business/:businessId/artists/:artistId',
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
      const { member } = await requireMember(app, request, request.params.businessId);
      await requireArtistAtShop(app, member, request.params.artistId);
      await updateArtist(app, member.businessId, request.params.artistId, request.body);
      return { result: await loadArtistDetailById(app, request.params.artistId) };
    },
  );

  app.post(
    '/business/:businessId/artists/:artistId/portfolio',
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
      const { user, member } = await requireMember(app, request, request.params.businessId);
      await requireArtistAtShop(app, member, request.params.artistId);
      const image = await addPortfolioImage(app, user.id, request.params.artistId, request.body);
      reply.status(201);
      return { result: image };
    },
  );

  app.delete(
    '/business/:businessId/artists/:artistId/portfolio/:imageId',
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
      const { member } = await requireMember(app, request, request.params.businessId);
      await requireArtistAtShop(app, member, request.params.artistId);
      await removePortfolioImage(app, request.params.artistId, request.params.imageId);
      return { result: { removed: true as const } };
    },
  );

  app.post(
    '/business/:businessId/services',
    {
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
      const { member } = await requireMember(app, request, request.params.businessId);
      requireStaff(member);
      const serviceId = await createService(app, member.businessId, request.body);
      reply.status(201);
      return { result: await loadServiceView(app, serviceId) };
    },
  );

  app.patch(
    '/business/:businessId/services/:serviceId',
    {
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
      const { member } = await requireMember(app, request, request.params.businessId);
      requireStaff(member);
      await updateService(app, member.businessId, request.params.serviceId, request.body);
      return { result: await loadServiceView(app, request.params.serviceId) };
    },
  );

  app.delete(
    '/business/:businessId/services/:serviceId',
    {
      schema: {
        tags,
        security,
        summary: 'Stop offering a service; booked appointments keep it',
        params: businessServiceParams,
        response: { 200: serviceResult },
      },
    },
    async (request) => {
      const { member } = await requireMember(app, request, request.params.businessId);
      requireStaff(member);
      const deactivated = await app.db
        .update(services)
        .set({ active: false })
        .where(and(eq(services.id, request.params.serviceId), eq(services.businessId, member.businessId)))
        .returning({ id: services.id });
      if (deactivated.length === 0) throw notFound('This service');
      return { result: await loadServiceView(app, request.params.serviceId) };
    },
  );
};

/** The catalogue under /v1: public reads (cacheable) and the staff writes that keep it current. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = await createCatalogReadCache(app);
  await app.register(publicCatalogRoutes, { cache });
  await app.register(staffCatalogRoutes, { cache });
};
