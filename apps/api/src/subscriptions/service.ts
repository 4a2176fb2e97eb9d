import {
  type SubscriptionTarget,
  type SubscriptionTopic,
  type SubscriptionView,
  subscriptionConsentText,
  type ValidSubscriptionBody,
} from '@linework/contract/subscriptions';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { artists, businesses } from '../db/schema/catalog.ts';
import { subscriptions } from '../db/schema/subscriptions.ts';
import type { Deps } from '../deps.ts';
import { DomainError, notFound } from '../domain/errors.ts';
import { enqueueJob } from '../jobs/queue.ts';

type Subscription = typeof subscriptions.$inferSelect;
type TargetRow = { kind: 'artist' | 'shop'; id: string; name: string; path: string };
/** Subscriptions are changed by the database and dated by the clock (consent, confirmation, unsubscribe). */
type SubscriptionDeps = Pick<Deps, 'db' | 'clock'>;

export const invalidLink = () =>
  new DomainError(
    'LINK_INVALID',
    'This link is not valid: it may be incomplete or changed. Nothing was changed. Use the link in your latest email.',
  );

export async function findTarget(db: Database | Transaction, target: SubscriptionTarget): Promise<TargetRow> {
  if (target.kind === 'artist') {
    const [a] = await db
      .select({ id: artists.id, name: artists.displayName, urlPath: artists.urlPath })
      .from(artists)
      .where(eq(artists.urlPath, target.urlPath));
    if (!a) throw notFound('This artist');
    return { kind: 'artist', id: a.id, name: a.name, path: `/artist/${a.urlPath}` };
  }
  const [b] = await db
    .select({ id: businesses.id, name: businesses.name, shopUrl: businesses.shopUrl })
    .from(businesses)
    .where(eq(businesses.shopUrl, target.shopUrl));
  if (!b) throw notFound('This shop');
  return { kind: 'shop', id: b.id, name: b.name, path: `/shop/${b.shopUrl}` };
}

/** The artist or shop a subscription follows, as the views and emails name it. */
export async function targetOf(db: Database | Transaction, s: Subscription): Promise<TargetRow> {
  if (s.artistId) {
    const [a] = await db.select().from(artists).where(eq(artists.id, s.artistId));
    return { kind: 'artist', id: a!.id, name: a!.displayName, path: `/artist/${a!.urlPath}` };
  }
  const [b] = await db.select().from(businesses).where(eq(businesses.id, s.businessId!));
  return { kind: 'shop', id: b!.id, name: b!.name, path: `/shop/${b!.shopUrl}` };
}

export const statusOf = (s: Subscription): SubscriptionView['status'] =>
  s.unsubscribedAt ? 'unsubscribed' : s.confirmedAt ? 'confirmed' : 'pending';

export async function viewOf(db: Database | Transaction, s: Subscription): Promise<SubscriptionView> {
  const t = await targetOf(db, s);
  return {
    id: s.id,
    target: { kind: t.kind, name: t.name, path: t.path },
    email: s.email,
    phoneNumber: s.phoneNumber,
    topics: s.topics,
    status: statusOf(s),
    confirmedAt: s.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null,
  };
}

/**
 * Starts (or restarts) a subscription and queues its confirmation email, in one transaction. The
 * same address for the same artist or shop never makes a second row: a pending one gets the new
 * topics and a fresh email, an unsubscribed one must confirm again, and a confirmed one is left as
 * it is (a stranger typing that address cannot change it) and its owner is told it already exists.
 * A signed-in person following with their account's address (confirmed before they could follow)
 * has nothing left to prove: the follow starts at once with their topics, and no email is sent.
 */
export async function subscribe(
  deps: SubscriptionDeps,
  body: ValidSubscriptionBody,
  signedIn?: { userId: string; email: string },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const target = await findTarget(tx, body.target);
    const targetColumns =
      target.kind === 'artist'
        ? { artistId: target.id, businessId: null }
        : { artistId: null, businessId: target.id };
    const fields = {
      topics: body.topics,
      phoneNumber: body.phoneNumber ?? null,
      consentText: subscriptionConsentText(target.name),
      consentedAt: now,
      attribution: body.attribution ?? null,
      userId: signedIn && signedIn.email === body.email ? signedIn.userId : null,
    };
    // Two requests at once for one address: the unique constraint lets one insert, both then lock it.
    await tx
      .insert(subscriptions)
      .values({ id: newId(), token: newId(), email: body.email, ...targetColumns, ...fields })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.email, body.email),
          target.kind === 'artist' ? eq(subscriptions.artistId, target.id) : isNull(subscriptions.artistId),
          target.kind === 'shop' ? eq(subscriptions.businessId, target.id) : isNull(subscriptions.businessId),
        ),
      )
      .for('update');
    const current = row!;
    const status = statusOf(current);
    if (fields.userId) {
      await tx
        .update(subscriptions)
        .set({
          ...fields,
          confirmedAt: status === 'confirmed' ? current.confirmedAt : now,
          unsubscribedAt: null,
          updatedAt: sql`now()`,
        })
        .where(eq(subscriptions.id, current.id));
      return { status: 'subscribed' as const, email: body.email };
    }
    if (status !== 'confirmed') {
      const { userId, ...rest } = fields;
      await tx
        .update(subscriptions)
        .set({
          ...rest,
          userId: userId ?? current.userId,
          confirmedAt: null,
          unsubscribedAt: null,
          updatedAt: sql`now()`,
        })
        .where(eq(subscriptions.id, current.id));
    }
    await enqueueJob(tx, 'subscription.confirm', { subscriptionId: current.id }, now);
    return { status: 'confirmation_sent' as const, email: body.email };
  });
}

async function updateByToken(
  deps: SubscriptionDeps,
  token: string,
  change: (s: Subscription, now: Date) => Partial<Subscription> | null,
): Promise<SubscriptionView> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [s] = await tx.select().from(subscriptions).where(eq(subscriptions.token, token)).for('update');
    if (!s) throw invalidLink();
    const set = change(s, now);
    if (!set) return viewOf(tx, s);
    const [updated] = await tx
      .update(subscriptions)
      .set({ ...set, updatedAt: now })
      .where(eq(subscriptions.id, s.id))
      .returning();
    return viewOf(tx, updated!);
  });
}

/** The confirmation link: the address is proven, the subscription becomes active (again harmless). */
export const confirmSubscription = (deps: SubscriptionDeps, token: string) =>
  updateByToken(deps, token, (s, now) => (s.confirmedAt || s.unsubscribedAt ? null : { confirmedAt: now }));

/** From any message's link or the one-click POST: stops everything at once. */
export const unsubscribe = (deps: SubscriptionDeps, token: string) =>
  updateByToken(deps, token, (s, now) => (s.unsubscribedAt ? null : { unsubscribedAt: now }));

/**
 * Choose topics instead, or undo an unsubscribe. Only the owner of the mailbox has the token, so
 * this also counts as confirming the address.
 */
export const setPreferencesByToken = (deps: SubscriptionDeps, token: string, topics: SubscriptionTopic[]) =>
  updateByToken(deps, token, (s, now) => ({
    topics,
    unsubscribedAt: null,
    confirmedAt: s.confirmedAt ?? now,
  }));

export async function findByToken(deps: Pick<Deps, 'db'>, token: string) {
  const [s] = await deps.db.select().from(subscriptions).where(eq(subscriptions.token, token));
  if (!s) throw invalidLink();
  return viewOf(deps.db, s);
}

/** The subscriptions a signed-in customer made with their own address. */
export async function listMine(deps: Pick<Deps, 'db'>, userId: string) {
  const rows = await deps.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(subscriptions.createdAt);
  return Promise.all(rows.map((s) => viewOf(deps.db, s)));
}

export async function updateMine(
  deps: SubscriptionDeps,
  userId: string,
  subscriptionId: string,
  change: { topics?: SubscriptionTopic[]; subscribed?: boolean },
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [s] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)))
      .for('update');
    if (!s) throw notFound('This subscription');
    if (change.subscribed === true && !s.confirmedAt) {
      throw new DomainError('POLICY_VIOLATION', 'Confirm this subscription from the email we sent first.');
    }
    const [updated] = await tx
      .update(subscriptions)
      .set({
        ...(change.topics && { topics: change.topics }),
        ...(change.subscribed === false && { unsubscribedAt: s.unsubscribedAt ?? now }),
        ...(change.subscribed === true && { unsubscribedAt: null }),
        updatedAt: now,
      })
      .where(eq(subscriptions.id, s.id))
      .returning();
    return viewOf(tx, updated!);
  });
}
