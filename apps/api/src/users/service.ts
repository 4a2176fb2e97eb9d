import type { UpdateUserProfile, UserProfile } from '@linework/contract/users';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { users } from '../db/schema/users.ts';
import { DomainError } from '../domain/errors.ts';
import { requireIdentity } from '../http/authenticate.ts';
import type { Identity } from '../http/verify-token.ts';

export type User = typeof users.$inferSelect;

/** The signed-in person making the request (401 without a valid token); every route's one way in. */
export const currentUser = (db: Database, request: FastifyRequest) =>
  getOrCreateUser(db, requireIdentity(request));

/**
 * The signed-in person, who must have confirmed their email address: booking, paying and following
 * act in that address's name (403 EMAIL_NOT_VERIFIED otherwise; docs/decisions/019).
 */
export async function currentVerifiedUser(db: Database, request: FastifyRequest): Promise<User> {
  const identity = requireIdentity(request);
  requireVerifiedEmail(identity);
  return getOrCreateUser(db, identity);
}

export function requireVerifiedEmail(identity: Identity): void {
  if (!identity.emailVerified) {
    throw new DomainError(
      'EMAIL_NOT_VERIFIED',
      `Confirm your email address first: enter the 6-digit code we sent to ${identity.email}.`,
      { email: identity.email },
    );
  }
}

/** The profile of a verified identity; the first call for a new identity creates it from the token. */
export async function getOrCreateUser(db: Database, identity: Identity): Promise<User> {
  const where = and(eq(users.issuer, identity.issuer), eq(users.subject, identity.subject));
  const [existing] = await db.select().from(users).where(where);
  if (existing && (existing.email === identity.email || !identity.emailVerified)) return existing;
  if (existing) {
    // The address was changed (and proven) at the issuer: emails follow it from now on.
    const [moved] = await db.update(users).set({ email: identity.email }).where(where).returning();
    return moved!;
  }
  await db
    .insert(users)
    .values({
      id: newId(),
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      phoneNumber: identity.phoneNumber,
    })
    // Two first requests at once: one inserts, the other reads what it wrote.
    .onConflictDoNothing({ target: [users.issuer, users.subject] });
  const [created] = await db.select().from(users).where(where);
  return created!;
}

/** The account with this email, if there is one. */
export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function updateUser(db: Database, userId: string, change: UpdateUserProfile): Promise<User> {
  const [updated] = await db
    .update(users)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return updated!;
}

export const toProfile = (u: User): UserProfile => ({
  userId: u.id,
  createdAt: u.createdAt.toISOString(),
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  phoneNumber: u.phoneNumber,
});
