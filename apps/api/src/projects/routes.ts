import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import { route } from '../http/route.ts';
import { currentUser } from '../users/service.ts';
import {
  acceptQuote,
  bookSession,
  createProject,
  getMyProject,
  getShopProject,
  listMyProjects,
  listShopProjects,
  projectFreeTimes,
} from './service.ts';

/** Projects, the customer's side: follow one, accept its quote, book the next session. */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['projects'];

  route(
    app,
    'listMyProjects',
    {
      doc: {
        tags,
        summary: 'My projects (tattoos of one or more sessions), newest first',
        auth: 'required',
      },
    },
    async (request) => ({ result: await listMyProjects(app.deps, (await currentUser(app.db, request)).id) }),
  );

  route(
    app,
    'getMyProject',
    {
      doc: {
        tags,
        summary:
          'One of my projects: its quote, its sessions and its money record (paid and due from its entries)',
        auth: 'required',
      },
    },
    async (request) => ({
      result: await getMyProject(app.deps, (await currentUser(app.db, request)).id, request.params.projectId),
    }),
  );

  route(
    app,
    'acceptProjectQuote',
    {
      doc: {
        tags,
        summary: 'Accept the quote of a project; accepting again changes nothing',
        auth: 'required',
        errors: ['INVALID_TRANSITION'],
      },
    },
    async (request) => {
      const user = await currentUser(app.db, request);
      await acceptQuote(app.deps, user.id, request.params.projectId);
      return { result: await getMyProject(app.deps, user.id, request.params.projectId) };
    },
  );

  route(
    app,
    'getProjectFreeTimes',
    {
      doc: {
        tags,
        summary: 'The artist’s free times for the next session, four weeks from the end of the healing gap',
        auth: 'required',
      },
    },
    async (request) => ({
      result: await projectFreeTimes(
        app.deps,
        (await currentUser(app.db, request)).id,
        request.params.projectId,
        request.query.from,
      ),
    }),
  );

  route(
    app,
    'bookProjectSession',
    {
      config: { rateLimit: app.writeRateLimit },
      doc: {
        tags,
        summary:
          'Book the next session at a free time after the healing gap; the first holds the time for the deposit',
        auth: 'required',
        errors: ['INVALID_TRANSITION', 'POLICY_VIOLATION', 'SLOT_TAKEN', 'CONFLICT'],
      },
    },
    async (request, reply) => {
      const user = await currentUser(app.db, request);
      const { id, created } = await bookSession(
        app.deps,
        user.id,
        request.params.projectId,
        new Date(request.body.start),
        idempotencyKeyOf(request),
      );
      reply.status(created ? 201 : 200);
      return {
        result: {
          appointmentId: id,
          project: await getMyProject(app.deps, user.id, request.params.projectId),
        },
      };
    },
  );
};

/** The shop's projects: owners and the desk all of them, an artist their own (`visibleProjects`). */
export const projectBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['business'];

  route(
    app,
    'listShopProjects',
    {
      doc: {
        tags,
        summary:
          'The shop’s projects with their state and next step, optionally one artist’s or in one state',
      },
    },
    async (request) => ({
      result: await listShopProjects(app.deps, request.business.member, request.query),
    }),
  );

  route(
    app,
    'getShopProject',
    {
      doc: {
        tags,
        summary: 'One project of the shop, with its money record',
      },
    },
    async (request) => ({
      result: await getShopProject(app.deps, request.business.member, request.params.projectId),
    }),
  );

  route(
    app,
    'createShopProject',
    {
      doc: {
        tags,
        summary:
          'Quote a project from a request or for a returning customer: sessions, quote, deposit and the session it counts towards',
      },
    },
    async (request, reply) => {
      const { user, member } = request.business;
      const { id, created } = await createProject(
        app.deps,
        user.id,
        member,
        request.body,
        idempotencyKeyOf(request),
      );
      reply.status(created ? 201 : 200);
      return { result: await getShopProject(app.deps, member, id) };
    },
  );
};
