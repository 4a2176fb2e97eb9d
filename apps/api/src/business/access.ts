import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
     * Who of the business may use the route: any member (owners, staff and the shop's artists, the
     * default) or only owners and staff.
     */
    businessRole?: 'member' | 'staff';
  }
}

export const isStaff = (m: Member) => m.role === 'owner' || m.role === 'staff';

export function requireStaff(m: Member) {
  if (!isStaff(m))
    throw forbidden("Only the shop's owner and staff can change this. Ask them to do it for you.");
}

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

/**
 * Every `/v1/business/:businessId/*` route is registered through this one plugin: its hook checks
 * the membership (and the role the route asks for) once, after the route's params are validated,
 * and the handlers read `request.business`. Areas do not check access by hand.
 */
export function businessRoutes(areas: FastifyPluginAsyncZod[]): FastifyPluginAsync {
  return async (app) => {
    app.decorateRequest('business', null as unknown as BusinessAccess);
    await app.register(
      async (scope) => {
        scope.addHook('preHandler', async (request) => {
          request.business = await resolveAccess(app, request);
          if (request.routeOptions.config.businessRole === 'staff') requireStaff(request.business.member);
        });
        for (const area of areas) await scope.register(area);
      },
      { prefix: '/business/:businessId' },
    );
  };
}
