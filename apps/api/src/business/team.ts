import type {
  InvitationByToken,
  InvitationView,
  InviteBody,
  Team,
  TeamMember,
} from '@linework/contract/business';
import type { BusinessRole, MyBusiness } from '@linework/contract/users';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { slugify } from '../catalog/rules.ts';
import type { Database, Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import {
  artistShops,
  artists,
  businesses,
  businessInvitations,
  businessMembers,
} from '../db/schema/catalog.ts';
import { users } from '../db/schema/users.ts';
import type { Deps } from '../deps.ts';
import { DomainError, fieldError, forbidden, notFound } from '../domain/errors.ts';
import { enqueueJob } from '../jobs/queue.ts';
import type { Member } from './access.ts';
import { myBusinesses } from './managed-pages.ts';

/** How long an emailed invitation can be accepted. */
export const invitationDays = 14;

export function requireOwner(member: Member) {
  if (member.role !== 'owner') throw forbidden('Only an owner of the shop can change its team.');
}

const nameOf = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;

const invitationView = (i: typeof businessInvitations.$inferSelect): InvitationView => ({
  id: i.id,
  email: i.email,
  role: i.role,
  artistId: i.artistId,
  createdAt: i.createdAt.toISOString(),
  expiresAt: i.expiresAt.toISOString(),
});

async function membersOf(
  db: Database | Transaction,
  businessId: string,
  memberId?: string,
): Promise<TeamMember[]> {
  const rows = await db
    .select({ member: businessMembers, user: users, artistName: artists.displayName })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .leftJoin(artists, eq(artists.id, businessMembers.artistId))
    .where(
      and(
        eq(businessMembers.businessId, businessId),
        memberId ? eq(businessMembers.id, memberId) : undefined,
      ),
    )
    .orderBy(
      sql`case ${businessMembers.role} when 'owner' then 0 when 'staff' then 1 else 2 end`,
      asc(users.firstName),
    );
  return rows.map(({ member, user, artistName }) => ({
    memberId: member.id,
    userId: user.id,
    name: nameOf(user),
    email: user.email,
    role: member.role,
    artistId: member.artistId,
    artistName,
  }));
}

/** The shop's people and the invitations still open. */
export async function loadTeam({ db, clock }: Pick<Deps, 'db' | 'clock'>, businessId: string): Promise<Team> {
  const [members, invitations] = await Promise.all([
    membersOf(db, businessId),
    db
      .select()
      .from(businessInvitations)
      .where(
        and(
          eq(businessInvitations.businessId, businessId),
          isNull(businessInvitations.acceptedAt),
          gt(businessInvitations.expiresAt, clock.now()),
        ),
      )
      .orderBy(asc(businessInvitations.createdAt)),
  ]);
  return { members, invitations: invitations.map(invitationView) };
}

/** The shop's artist profile `artistId`, when nobody on the team is that artist yet; else a 400. */
async function unclaimedArtist(tx: Database | Transaction, businessId: string, artistId: string) {
  const [link] = await tx
    .select({ artistId: artistShops.artistId, claimedBy: businessMembers.id })
    .from(artistShops)
    .leftJoin(
      businessMembers,
      and(
        eq(businessMembers.businessId, artistShops.businessId),
        eq(businessMembers.artistId, artistShops.artistId),
      ),
    )
    .where(and(eq(artistShops.businessId, businessId), eq(artistShops.artistId, artistId)));
  if (!link) throw fieldError('body.artistId', 'Pick an artist of this shop.');
  if (link.claimedBy) throw fieldError('body.artistId', 'Someone on the team already is this artist.');
  return link.artistId;
}

/**
 * Emails an invitation to join the team. A new invitation to the same address replaces the open one,
 * so the latest link is the one that works.
 */
export async function inviteMember(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  inviter: Member,
  body: InviteBody,
): Promise<InvitationView> {
  requireOwner(inviter);
  const { businessId } = inviter;
  return db.transaction(async (tx) => {
    const [already] = await tx
      .select({ id: businessMembers.id })
      .from(businessMembers)
      .innerJoin(users, eq(users.id, businessMembers.userId))
      .where(and(eq(businessMembers.businessId, businessId), eq(sql`lower(${users.email})`, body.email)));
    if (already) {
      throw new DomainError('CONFLICT', `${body.email} is already on the team. Change their role instead.`);
    }
    if (body.artistId) {
      if (body.role !== 'artist')
        throw fieldError('body.artistId', 'Only an artist takes over an artist profile.');
      await unclaimedArtist(tx, businessId, body.artistId);
    }
    await tx
      .delete(businessInvitations)
      .where(
        and(
          eq(businessInvitations.businessId, businessId),
          eq(businessInvitations.email, body.email),
          isNull(businessInvitations.acceptedAt),
        ),
      );
    const now = clock.now();
    const [row] = await tx
      .insert(businessInvitations)
      .values({
        id: newId(),
        businessId,
        email: body.email,
        role: body.role,
        artistId: body.artistId,
        token: newId(),
        invitedBy: inviter.userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + invitationDays * 24 * 3600_000),
      })
      .returning();
    await enqueueJob(tx, 'team.invite', { invitationId: row!.id }, now);
    return invitationView(row!);
  });
}

export async function cancelInvitation({ db }: Pick<Deps, 'db'>, owner: Member, invitationId: string) {
  requireOwner(owner);
  const removed = await db
    .delete(businessInvitations)
    .where(
      and(
        eq(businessInvitations.id, invitationId),
        eq(businessInvitations.businessId, owner.businessId),
        isNull(businessInvitations.acceptedAt),
      ),
    )
    .returning({ id: businessInvitations.id });
  if (removed.length === 0) throw notFound('This invitation');
}

/** The team's members locked for a change that must leave the shop with an owner. */
async function lockedMembers(tx: Transaction, businessId: string) {
  return tx
    .select()
    .from(businessMembers)
    .where(eq(businessMembers.businessId, businessId))
    .orderBy(asc(businessMembers.id))
    .for('update');
}

const lastOwner = () =>
  new DomainError(
    'CONFLICT',
    'A shop always has an owner. Make someone else an owner first, then change this one.',
  );

/** An artist profile at the shop for a member who becomes an artist without one. */
async function newArtistFor(tx: Transaction, businessId: string, userId: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  const displayName = nameOf(user!);
  const base = slugify(displayName) || 'artist';
  const id = newId();
  const suffix = id
    .slice(0, 6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x');
  await tx.insert(artists).values({ id, urlPath: `${base}-${suffix}`, displayName, userId });
  await tx
    .insert(artistShops)
    .values({ id: newId(), artistId: id, businessId, artistUrl: `${base}-${suffix}` });
  return id;
}

export async function changeMemberRole(
  { db }: Pick<Deps, 'db'>,
  owner: Member,
  memberId: string,
  role: BusinessRole,
): Promise<TeamMember> {
  requireOwner(owner);
  return db.transaction(async (tx) => {
    const members = await lockedMembers(tx, owner.businessId);
    const target = members.find((m) => m.id === memberId);
    if (!target) throw notFound('This team member');
    const owners = members.filter((m) => m.role === 'owner');
    if (target.role === 'owner' && role !== 'owner' && owners.length === 1) throw lastOwner();
    const artistId =
      role === 'artist' && !target.artistId
        ? await newArtistFor(tx, owner.businessId, target.userId)
        : target.artistId;
    await tx.update(businessMembers).set({ role, artistId }).where(eq(businessMembers.id, memberId));
    const [view] = await membersOf(tx, owner.businessId, memberId);
    return view!;
  });
}

/** Takes a person off the team; their artist profile and its work stay with the shop. */
export async function removeMember({ db }: Pick<Deps, 'db'>, owner: Member, memberId: string) {
  requireOwner(owner);
  await db.transaction(async (tx) => {
    const members = await lockedMembers(tx, owner.businessId);
    const target = members.find((m) => m.id === memberId);
    if (!target) throw notFound('This team member');
    if (target.role === 'owner' && members.filter((m) => m.role === 'owner').length === 1) throw lastOwner();
    await tx.delete(businessMembers).where(eq(businessMembers.id, memberId));
  });
}

async function invitationByToken(db: Database | Transaction, token: string) {
  const [row] = await db
    .select({ invitation: businessInvitations, shop: businesses })
    .from(businessInvitations)
    .innerJoin(businesses, eq(businesses.id, businessInvitations.businessId))
    .where(eq(businessInvitations.token, token));
  if (!row) throw notFound('This invitation');
  return row;
}

/** The invitation behind an emailed link, for the page that accepts it. */
export async function getInvitation(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  token: string,
): Promise<InvitationByToken> {
  const { invitation, shop } = await invitationByToken(db, token);
  return {
    businessName: shop.name,
    shopUrl: shop.shopUrl,
    role: invitation.role,
    email: invitation.email,
    status: invitation.acceptedAt ? 'accepted' : invitation.expiresAt <= clock.now() ? 'expired' : 'open',
  };
}

/**
 * The signed-in person joins the team the invitation names, once: only with the invited address, and
 * before it expires. Someone already on the team keeps their place.
 */
export async function acceptInvitation(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  user: { id: string; email: string },
  token: string,
): Promise<MyBusiness> {
  const businessId = await db.transaction(async (tx) => {
    const { invitation } = await invitationByToken(tx, token);
    if (invitation.email !== user.email.toLowerCase()) {
      throw forbidden(
        `This invitation was sent to ${invitation.email}. Sign in with that address to accept it.`,
      );
    }
    const [claimed] = await tx
      .update(businessInvitations)
      .set({ acceptedAt: clock.now(), acceptedBy: user.id })
      .where(
        and(
          eq(businessInvitations.id, invitation.id),
          isNull(businessInvitations.acceptedAt),
          gt(businessInvitations.expiresAt, clock.now()),
        ),
      )
      .returning();
    if (!claimed) {
      throw new DomainError(
        'CONFLICT',
        invitation.acceptedAt
          ? 'This invitation was already accepted.'
          : 'This invitation has expired. Ask the shop to invite you again.',
      );
    }
    const [existing] = await tx
      .select({ id: businessMembers.id })
      .from(businessMembers)
      .where(and(eq(businessMembers.businessId, invitation.businessId), eq(businessMembers.userId, user.id)));
    if (existing) return invitation.businessId;
    let artistId: string | null = null;
    if (invitation.role === 'artist') {
      const wanted = invitation.artistId
        ? await unclaimedArtist(tx, invitation.businessId, invitation.artistId).catch(() => null)
        : null;
      if (wanted) {
        artistId = wanted;
        await tx.update(artists).set({ userId: user.id }).where(eq(artists.id, wanted));
      } else {
        artistId = await newArtistFor(tx, invitation.businessId, user.id);
      }
    }
    await tx.insert(businessMembers).values({
      id: newId(),
      businessId: invitation.businessId,
      userId: user.id,
      role: invitation.role,
      artistId,
    });
    return invitation.businessId;
  });
  const mine = await myBusinesses(db, user.id);
  return mine.find((b) => b.businessId === businessId)!;
}
