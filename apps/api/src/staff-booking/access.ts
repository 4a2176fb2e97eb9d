import { and, eq } from 'drizzle-orm';
import { isStaff, type Member } from '../business/access.ts';
import { artistShops } from '../db/schema/catalog.ts';
import type { Deps } from '../deps.ts';
import { DomainError, notFound } from '../domain/errors.ts';

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
 * Owners and staff see and change every appointment of the shop; an artist member only their own,
 * since the others hold other artists' customers' details.
 */
export function requireAppointmentsOf(member: Member, artistId: string) {
  if (isStaff(member) || member.artistId === artistId) return;
  throw new DomainError('FORBIDDEN', 'You can see and change only your own appointments.');
}

/** The artist whose appointments a member may list when they name none: everyone's, or their own. */
export function visibleArtist(member: Member, asked: string | undefined): string | undefined {
  if (asked) {
    requireAppointmentsOf(member, asked);
    return asked;
  }
  if (isStaff(member)) return undefined;
  if (!member.artistId) {
    throw new DomainError('FORBIDDEN', 'Your membership is not linked to an artist of this shop yet.');
  }
  return member.artistId;
}
