import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../http/route.ts';
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

  route(
    app,
    'createBusiness',
    {
      doc: {
        tags,
        summary: 'Start a new business (not yet published); the caller becomes its owner',
        auth: 'required',
        errors: ['URL_TAKEN', 'EMAIL_NOT_VERIFIED'],
      },
    },
    async (request, reply) => {
      const user = await currentVerifiedUser(app.deps.db, request);
      reply.status(201);
      return { result: await createBusiness(app.deps, user.id, request.body) };
    },
  );

  route(
    app,
    'checkShopUrl',
    {
      doc: {
        tags,
        summary: 'Whether a shop address is free to take',
        auth: 'required',
      },
    },
    async (request) => {
      await currentUser(app.deps.db, request);
      return { result: await checkShopUrl(app.deps, request.query.shopUrl) };
    },
  );

  route(
    app,
    'getInvitation',
    { doc: { tags, summary: 'The team invitation behind an emailed link' } },
    async (request) => ({ result: await getInvitation(app.deps, request.params.token) }),
  );

  route(
    app,
    'acceptInvitation',
    {
      doc: {
        tags,
        summary: "Join the shop's team as the invitation says (signed in with the invited address)",
        auth: 'required',
        errors: ['EMAIL_NOT_VERIFIED', 'CONFLICT'],
      },
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

  route(
    app,
    'getBusinessShop',
    {
      doc: {
        tags,
        summary: 'The shop as its team sees it, published or not, with every service',
      },
    },
    async (request) => ({ result: await loadBusinessShop(app.deps, request.business.member.businessId) }),
  );

  route(
    app,
    'publishBusiness',
    {
      doc: {
        tags,
        summary: 'Put the shop live: it needs an artist with hours and a service',
        errors: ['POLICY_VIOLATION'],
      },
    },
    async (request) => {
      requireOwner(request.business.member);
      return { result: await publishBusiness(app.deps, request.business.member.businessId) };
    },
  );

  route(
    app,
    'getTeam',
    {
      doc: { tags, summary: "The shop's people and open invitations" },
    },
    async (request) => ({ result: await loadTeam(app.deps, request.business.member.businessId) }),
  );

  route(
    app,
    'inviteMember',
    {
      doc: {
        tags,
        summary: 'Email someone an invitation to join the team with a role (owners only)',
        errors: ['CONFLICT'],
      },
    },
    async (request, reply) => {
      const invitation = await inviteMember(app.deps, request.business.member, request.body);
      reply.status(201);
      return { result: invitation };
    },
  );

  route(
    app,
    'cancelInvitation',
    {
      doc: { tags, summary: 'Withdraw an open invitation (owners only)' },
    },
    async (request) => {
      await cancelInvitation(app.deps, request.business.member, request.params.invitationId);
      return { result: { removed: true as const } };
    },
  );

  route(
    app,
    'changeMemberRole',
    {
      doc: {
        tags,
        summary: "Change a team member's role; the shop always keeps an owner (owners only)",
        errors: ['CONFLICT'],
      },
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

  route(
    app,
    'removeMember',
    {
      doc: {
        tags,
        summary: 'Take someone off the team, never the last owner (owners only)',
        errors: ['CONFLICT'],
      },
    },
    async (request) => {
      await removeMember(app.deps, request.business.member, request.params.memberId);
      return { result: { removed: true as const } };
    },
  );
};
