import { businessOperationRules, mayUse, type RoleRule, roleLabels } from '@linework/contract/business-roles';
import { storable } from '@linework/contract/common';
import type { BusinessRole } from '@linework/contract/users';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, RouteOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { artistShops, businessMembers } from '../db/schema/catalog.ts';
import type { users } from '../db/schema/users.ts';
import type { Deps } from '../deps.ts';
import { DomainError, forbidden, notFound } from '../domain/errors.ts';
import { requireIdentity } from '../http/authenticate.ts';
import { getOrCreateUser } from '../users/service.ts';

export type Member = typeof businessMembers.$inferSelect;

/** The signed-in person and their membership of the business the route names. */
export type BusinessAccess = { user: typeof users.$inferSelect; member: Member };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on every `/v1/business/:businessId/*` route before its handler runs. */
    business: BusinessAccess;
  }
  interface FastifyContextConfig {
    /**
     * Set at start on every business route: who of the business may use it (its row of the
     * contract's role table) and its params as its validation will take them.
     */
    businessAccess?: { rule: RoleRule; params: z.ZodType };
  }
}

export const isStaff = (m: Member) => m.role === 'owner' || m.role === 'staff';

/**
 * The artist's row at the member's shop, once the member may manage that artist: owners and staff
 * manage every artist of the shop, an artist only themselves.
 */
export async function requireArtistAtShop({ db }: Pick<Deps, 'db'>, member: Member, artistId: string) {
  const [link] = await db
    .select()
    .from(artistShops)
    .where(and(eq(artistShops.businessId, member.businessId), eq(artistShops.artistId, artistId)));
  if (!link) throw notFound('This artist');
  if (!isStaff(member) && member.artistId !== artistId) {
    throw new DomainError('FORBIDDEN', 'You can change only your own artist profile.');
  }
  return link;
}

/**
 * The caller's membership of a business. Someone who is not a member learns nothing about the
 * business, not even that it exists: 404, like any other shop's private data.
 */
async function resolveAccess(app: FastifyInstance, request: FastifyRequest): Promise<BusinessAccess> {
  const { businessId } = request.params as { businessId: string };
  const user = await getOrCreateUser(app.db, requireIdentity(request));
  const [member] = await app.db
    .select()
    .from(businessMembers)
    .where(and(eq(businessMembers.businessId, businessId), eq(businessMembers.userId, user.id)));
  if (!member) throw notFound('This business');
  return { user, member };
}

/** The route's row of the role table, by its operation; a route missing from it stops the start. */
function ruleOfRoute(route: RouteOptions): RoleRule {
  const operation = (route.schema as { operationId?: string } | undefined)?.operationId ?? '';
  const rule = (businessOperationRules as Record<string, RoleRule>)[operation];
  if (!rule) {
    throw new Error(
      `${route.method} ${route.url} (${operation || 'no operationId'}) is not in businessOperationRules (packages/contract/src/business-roles.ts)`,
    );
  }
  return rule;
}

const refusedRole = (role: BusinessRole) =>
  forbidden(`This is not open to the ${roleLabels[role].toLowerCase()} of this shop. Ask its owner.`);

/**
 * Every `/v1/business/:businessId/*` route is registered through this one plugin: its hook checks
 * the membership and the role table's rule once, and the handlers read `request.business`. Areas do
 * not check roles by hand; they narrow an artist's `own` reach to their own records. The check runs
 * before the input is validated, so a role that may not use an operation learns nothing of its input.
 */
export function businessRoutes(areas: FastifyPluginAsyncZod[]): FastifyPluginAsync {
  return async (app) => {
    app.decorateRequest('business', null as unknown as BusinessAccess);
    await app.register(
      async (scope) => {
        scope.addHook('onRoute', (route) => {
          const params = storable((route.schema as { params: z.ZodType }).params);
          route.config = { ...route.config, businessAccess: { rule: ruleOfRoute(route), params } };
        });
        scope.addHook('preValidation', async (request) => {
          const { rule, params } = request.routeOptions.config.businessAccess!;
          // Params the route would refuse (a NUL, an overlong id) are left to its validation's 400.
          if (!params.safeParse(request.params).success) return;
          request.business = await resolveAccess(app, request);
          if (!mayUse(rule, request.business.member.role)) throw refusedRole(request.business.member.role);
        });
        for (const area of areas) await scope.register(area);
      },
      { prefix: '/business/:businessId' },
    );
  };
}
