import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../http/route.ts';
import { currentVerifiedUser } from '../users/service.ts';
import { forgetDrop, readDrop, readDropStock } from './drop-reads.ts';
import {
  claimDropItem,
  createDrop,
  createFlashDesign,
  getFlashSheet,
  listBusinessDrops,
  listBusinessFlash,
  removeFlashDesign,
} from './service.ts';
import { cancelDrop, getDropSales, updateDrop, updateFlashDesign } from './studio.ts';

/** The public flash sheets, the drop page and a customer's claim. */
export const flashRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['flash'];

  route(
    app,
    'getShopFlash',
    { doc: { tags, summary: "A shop's flash sheet: every design with its sizes, prices and lengths" } },
    async (request) => ({ result: await getFlashSheet(app.deps, request.params.shopUrl) }),
  );

  route(
    app,
    'getArtistFlash',
    { doc: { tags, summary: "One artist's flash sheet at a shop" } },
    async (request) => ({
      result: await getFlashSheet(app.deps, request.params.shopUrl, request.params.artistId),
    }),
  );

  route(
    app,
    'getDrop',
    { doc: { tags, summary: 'A drop: its designs and how many of each are left' } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { result: await readDrop(app.deps, request.params.dropId) };
    },
  );

  route(
    app,
    'getDropStock',
    { doc: { tags, summary: 'What is left of each design of a drop, and its phase, at most a second old' } },
    async (request, reply) => {
      // The same for everyone and a second old at most: a shared cache may keep it that second too.
      reply.header('cache-control', 'public, max-age=1');
      return { result: await readDropStock(app.deps, request.params.dropId) };
    },
  );

  route(
    app,
    'claimDropItem',
    {
      config: { rateLimit: app.writeRateLimit },
      doc: {
        tags,
        summary: 'Claim one design of an open drop: held for the drop’s minutes while a time is booked',
        errors: ['DROP_NOT_OPEN', 'FOLLOWERS_FIRST', 'SOLD_OUT', 'CLAIM_LIMIT'],
      },
    },
    async (request, reply) => {
      const user = await currentVerifiedUser(app.db, request);
      try {
        const result = await claimDropItem(app.deps, user.id, request.params.dropId, request.body.dropItemId);
        return reply.status(201).send({ result });
      } finally {
        // Won or lost, the pages of this drop should see the stock as it now is.
        forgetDrop(request.params.dropId);
      }
    },
  );
};

/** The studio's flash and drops, under `/v1/business/:businessId` (business/access.ts checks the role). */
export const flashBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['staff'];

  route(app, 'listFlashDesigns', { doc: { tags, summary: "The shop's flash designs" } }, async (request) => ({
    result: await listBusinessFlash(app.deps, request.business.member, request.query.artistId),
  }));

  route(
    app,
    'createFlashDesign',
    { doc: { tags, summary: 'Add a flash design with its sizes' } },
    async (request, reply) => {
      const { user, member } = request.business;
      const result = await createFlashDesign(app.deps, member, user.id, request.body);
      return reply.status(201).send({ result });
    },
  );

  route(
    app,
    'removeFlashDesign',
    { doc: { tags, summary: 'Take a design off the flash sheet' } },
    async (request) => ({
      result: await removeFlashDesign(app.deps, request.business.member, request.params.designId),
    }),
  );

  route(
    app,
    'listDrops',
    { doc: { tags, summary: "The shop's drops with live stock" } },
    async (request) => ({
      result: await listBusinessDrops(app.deps, request.business.member),
    }),
  );

  route(
    app,
    'createDrop',
    { doc: { tags, summary: 'Announce a drop: designs, stock, opening time, followers-first window' } },
    async (request, reply) => {
      const result = await createDrop(app.deps, request.business.member, request.body);
      return reply.status(201).send({ result });
    },
  );

  route(
    app,
    'updateFlashDesign',
    { doc: { tags, summary: 'Change a flash design: picture, title, notes, one-off or not, sizes' } },
    async (request) => {
      const { user, member } = request.business;
      return {
        result: await updateFlashDesign(app.deps, member, user.id, request.params.designId, request.body),
      };
    },
  );

  route(
    app,
    'updateDrop',
    { doc: { tags, summary: 'Change a drop before it opens', errors: ['CONFLICT'] } },
    async (request) => ({
      result: await updateDrop(app.deps, request.business.member, request.params.dropId, request.body),
    }),
  );

  route(
    app,
    'cancelDrop',
    { doc: { tags, summary: 'Call off a drop before it opens', errors: ['CONFLICT'] } },
    async (request) => ({
      result: await cancelDrop(app.deps, request.business.member, request.params.dropId),
    }),
  );

  route(
    app,
    'getDropSales',
    { doc: { tags, summary: "A drop's sales per design: claimed, held, paid and remaining" } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { result: await getDropSales(app.deps, request.business.member, request.params.dropId) };
    },
  );
};
