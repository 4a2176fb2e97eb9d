import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../http/route.ts';
import {
  cancelProject,
  getProjectDefaults,
  listPastCustomers,
  listProjectBalances,
  setProjectDefaults,
  updateProject,
} from './studio.ts';

/** The studio's projects beyond quoting: the shop's defaults, changing or cancelling one, balances. */
export const projectStudioRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['business'];

  route(
    app,
    'updateShopProject',
    {
      doc: {
        tags,
        summary:
          'Change an open project: its words, sessions, deposit and the session it counts towards, healing gap and rules; the quote only until the customer accepted it',
        errors: ['INVALID_TRANSITION', 'CONFLICT'],
      },
    },
    async (request) => ({
      result: await updateProject(app.deps, request.business.member, request.params.projectId, request.body),
    }),
  );

  route(
    app,
    'cancelShopProject',
    {
      doc: {
        tags,
        summary:
          'Cancel a project with no session booked; its money record stays (credit held is refunded from Money); cancelling again changes nothing',
        errors: ['INVALID_TRANSITION'],
      },
    },
    async (request) => ({
      result: await cancelProject(app.deps, request.business.member, request.params.projectId),
    }),
  );

  route(
    app,
    'listPastCustomers',
    {
      doc: {
        tags,
        summary:
          'The shop’s customers (an artist’s own), last seen first, matching a name or email: to start a project for one',
      },
    },
    async (request) => ({
      result: await listPastCustomers(app.deps, request.business.member, request.query.q || undefined),
    }),
  );

  route(
    app,
    'getProjectDefaults',
    {
      doc: { tags, summary: 'What a new project starts with: the deposit’s session, healing gap and rules' },
    },
    async (request) => ({ result: await getProjectDefaults(app.deps, request.business.member) }),
  );

  route(
    app,
    'setProjectDefaults',
    {
      doc: {
        tags,
        summary: 'Set what a new project starts with: the deposit’s session, healing gap and the three rules',
      },
    },
    async (request) => ({
      result: await setProjectDefaults(app.deps, request.business.member, request.body),
    }),
  );

  route(
    app,
    'listProjectBalances',
    {
      doc: {
        tags,
        summary: 'Each open project’s quote, paid, credit held and due, from its money record',
      },
    },
    async (request) => ({ result: await listProjectBalances(app.deps, request.business.member) }),
  );
};
