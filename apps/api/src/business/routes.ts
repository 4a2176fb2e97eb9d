import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchema } from '../http/route-schema.ts';
import { currentUser, currentVerifiedUser } from '../users/service.ts';
import { checkShopUrl, createBusiness, loadBusinessShop, publishBusiness } from './launch.ts';
import {
  acceptInvitation,
  cancelInvitation,
  changeMemberRole,
  getInvitation,
  inviteMember,
  loadTeam,
  removeMember,
  requireOwner,
} from './team.ts';

/** Starting a business and answering an invitation: under /v1, for any signed-in person. */
export const businessAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['business'];

  app.post(
    '/businesses',
    {
      schema: routeSchema('createBusiness', {
        tags,
        summary: 'Start a new business (not yet published); the caller becomes its owner',
        auth: 'required',
        errors: ['URL_TAKEN', 'EMAIL_NOT_VERIFIED'],
      }),
    },
    async (request, reply) => {
      const user = await currentVerifiedUser(app.deps.db, request);
      reply.status(201);
      return { result: await createBusiness(app.deps, user.id, request.body) };
    },
  );

  app.get(
    '/businesses/shop-url',
    {
      schema: routeSchema('checkShopUrl', {
        tags,
        summary: 'Whether a shop address is free to take',
        auth: 'required',
      }),
    },
    async (request) => {
      await currentUser(app.deps.db, request);
      return { result: await checkShopUrl(app.deps, request.query.shopUrl) };
    },
  );

  app.get(
    '/invitations/:token',
    { schema: routeSchema('getInvitation', { tags, summary: 'The team invitation behind an emailed link' }) },
    async (request) => ({ result: await getInvitation(app.deps, request.params.token) }),
  );

  app.post(
    '/invitations/:token/accept',
    {
      schema: routeSchema('acceptInvitation', {
        tags,
        summary: "Join the shop's team as the invitation says (signed in with the invited address)",
        auth: 'required',
        errors: ['EMAIL_NOT_VERIFIED', 'CONFLICT'],
      }),
    },
    async (request) => {
      const user = await currentVerifiedUser(app.deps.db, request);
      return { result: await acceptInvitation(app.deps, user, request.params.token) };
    },
  );
};

/** The business's own view, its publishing and its team: under /v1/business/:businessId. */
export const teamBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  // Publishing changes what search and the public pages show.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400) await app.catalogReadCache.changed();
    return payload;
  });
  const tags = ['business'];

  app.get(
    '/shop',
    {
      schema: routeSchema('getBusinessShop', {
        tags,
        summary: 'The shop as its team sees it, published or not, with every service',
      }),
    },
    async (request) => ({ result: await loadBusinessShop(app.deps, request.business.member.businessId) }),
  );

  app.post(
    '/publish',
    {
      schema: routeSchema('publishBusiness', {
        tags,
        summary: 'Put the shop live: it needs an artist with hours and a service',
        errors: ['POLICY_VIOLATION'],
      }),
    },
    async (request) => {
      requireOwner(request.business.member);
      return { result: await publishBusiness(app.deps, request.business.member.businessId) };
    },
  );

  app.get(
    '/team',
    {
      schema: routeSchema('getTeam', { tags, summary: "The shop's people and open invitations" }),
    },
    async (request) => ({ result: await loadTeam(app.deps, request.business.member.businessId) }),
  );

  app.post(
    '/invitations',
    {
      schema: routeSchema('inviteMember', {
        tags,
        summary: 'Email someone an invitation to join the team with a role (owners only)',
        errors: ['CONFLICT'],
      }),
    },
    async (request, reply) => {
      const invitation = await inviteMember(app.deps, request.business.member, request.body);
      reply.status(201);
      return { result: invitation };
    },
  );

  app.delete(
    '/invitations/:invitationId',
    {
      schema: routeSchema('cancelInvitation', { tags, summary: 'Withdraw an open invitation (owners only)' }),
    },
    async (request) => {
      await cancelInvitation(app.deps, request.business.member, request.params.invitationId);
      return { result: { removed: true as const } };
    },
  );

  app.patch(
    '/members/:memberId',
    {
      schema: routeSchema('changeMemberRole', {
        tags,
        summary: "Change a team member's role; the shop always keeps an owner (owners only)",
        errors: ['CONFLICT'],
      }),
    },
    async (request) => ({
      result: await changeMemberRole(
        app.deps,
        request.business.member,
        request.params.memberId,
        request.body.role,
      ),
    }),
  );

  app.delete(
    '/members/:memberId',
    {
      schema: routeSchema('removeMember', {
        tags,
        summary: 'Take someone off the team, never the last owner (owners only)',
        errors: ['CONFLICT'],
      }),
    },
    async (request) => {
      await removeMember(app.deps, request.business.member, request.params.memberId);
      return { result: { removed: true as const } };
    },
  );
};
