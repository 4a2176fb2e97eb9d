import type {
  CreateDropBody,
  CreateFlashDesignBody,
  DropView,
  FlashDesignView,
  FlashSheet,
} from '@linework/contract/flash';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { isStaff, type Member, requireArtistAtShop } from '../business/access.ts';
import { artistDoesService } from '../catalog/artist-services.ts';
import type { Database, Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { artistShops, artists, businesses } from '../db/schema/catalog.ts';
import {
  flashClaims,
  flashDesigns,
  flashDropCustomers,
  flashDropItems,
  flashDrops,
  flashSizes,
} from '../db/schema/flash.ts';
import { subscriptions } from '../db/schema/subscriptions.ts';
import { uploads } from '../db/schema/uploads.ts';
import type { Deps } from '../deps.ts';
import { DomainError, fieldError, notFound, pgErrorCode } from '../domain/errors.ts';
import { opensAtText, scheduleDropAnnouncement } from './drop-announcement.ts';

type Ctx = Pick<Deps, 'db' | 'storage' | 'clock'>;

// Flash designs and drops (issue 29). A drop's stock and each customer's count are counters moved by
// one conditional update each, inside one transaction, with check constraints behind them: however
// many customers claim at the same second, no design is claimed past its stock and no customer past
// the drop's limit.

/** The designs matching `where`, newest first, each with its sizes. */
export async function designsWhere(ctx: Ctx, db: Database | Transaction, where: ReturnType<typeof and>) {
  const rows = await db.select().from(flashDesigns).where(where).orderBy(asc(flashDesigns.createdAt));
  if (rows.length === 0) return [];
  const sizes = await db
    .select()
    .from(flashSizes)
    .where(
      inArray(
        flashSizes.designId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(flashSizes.position));
  return rows.map(
    (d): FlashDesignView => ({
      id: d.id,
      artistId: d.artistId,
      serviceId: d.serviceId,
      title: d.title,
      pictureUrl: ctx.storage.publicUrl(d.picturePath),
      placementNotes: d.placementNotes,
      repeatable: d.repeatable,
      sizes: sizes
        .filter((s) => s.designId === d.id)
        .map((s) => ({
          id: s.id,
          label: s.label,
          durationMinutes: s.durationMinutes,
          priceAmount: s.priceAmount,
        })),
    }),
  );
}

/** A published shop's flash sheet: every active design, or one artist's. */
export async function getFlashSheet(ctx: Ctx, shopUrl: string, artistId?: string): Promise<FlashSheet> {
  const [shop] = await ctx.db
    .select({ id: businesses.id, currency: businesses.currency })
    .from(businesses)
    .where(and(eq(businesses.shopUrl, shopUrl), sql`${businesses.publishedAt} is not null`));
  if (!shop) throw notFound('This shop');
  const designs = await designsWhere(
    ctx,
    ctx.db,
    and(
      eq(flashDesigns.businessId, shop.id),
      eq(flashDesigns.active, true),
      artistId ? eq(flashDesigns.artistId, artistId) : undefined,
    ),
  );
  return { currency: shop.currency, designs };
}

/** The studio's flash: the whole shop's for owners and the front desk, an artist's own otherwise. */
export async function listBusinessFlash(ctx: Ctx, member: Member, artistId?: string): Promise<FlashSheet> {
  const [shop] = await ctx.db
    .select({ currency: businesses.currency })
    .from(businesses)
    .where(eq(businesses.id, member.businessId));
  const own = isStaff(member) ? artistId : (member.artistId ?? '');
  const designs = await designsWhere(
    ctx,
    ctx.db,
    and(
      eq(flashDesigns.businessId, member.businessId),
      eq(flashDesigns.active, true),
      own === undefined ? undefined : eq(flashDesigns.artistId, own),
    ),
  );
  return { currency: shop?.currency ?? 'USD', designs };
}

export async function createFlashDesign(
  ctx: Ctx,
  member: Member,
  userId: string,
  body: CreateFlashDesignBody,
): Promise<FlashDesignView> {
  await requireArtistAtShop(ctx, member, body.artistId);
  return ctx.db.transaction(async (tx) => {
    if (!(await artistDoesService(tx, member.businessId, body.artistId, body.serviceId)))
      throw fieldError('body.serviceId', 'Choose an active service this artist offers.');
    const [upload] = await tx
      .select({ isPublic: uploads.isPublic, contentType: uploads.contentType })
      .from(uploads)
      .where(
        and(eq(uploads.path, body.picturePath), eq(uploads.ownerId, userId), eq(uploads.status, 'stored')),
      );
    if (!upload?.isPublic || !upload.contentType.startsWith('image/')) {
      throw fieldError('body.picturePath', 'Upload the picture first, as a public image.');
    }
    const id = newId();
    await tx.insert(flashDesigns).values({
      id,
      businessId: member.businessId,
      artistId: body.artistId,
      serviceId: body.serviceId,
      title: body.title,
      picturePath: body.picturePath,
      placementNotes: body.placementNotes || null,
      repeatable: body.repeatable,
    });
    await tx
      .insert(flashSizes)
      .values(body.sizes.map((s, position) => ({ id: newId(), designId: id, position, ...s })));
    const [design] = await designsWhere(ctx, tx, eq(flashDesigns.id, id));
    return design!;
  });
}

/** Takes a design off the sheet; drops and appointments that name it keep it. */
export async function removeFlashDesign(ctx: Ctx, member: Member, designId: string) {
  const [design] = await ctx.db
    .select()
    .from(flashDesigns)
    .where(and(eq(flashDesigns.id, designId), eq(flashDesigns.businessId, member.businessId)));
  if (!design?.active) throw notFound('This design');
  await requireArtistAtShop(ctx, member, design.artistId);
  await ctx.db.update(flashDesigns).set({ active: false }).where(eq(flashDesigns.id, designId));
  const [view] = await designsWhere(ctx, ctx.db, eq(flashDesigns.id, designId));
  return view!;
}

// Drops

export const phaseOf = (drop: typeof flashDrops.$inferSelect, now: Date): DropView['phase'] =>
  now < drop.opensAt ? 'upcoming' : drop.followersUntil && now < drop.followersUntil ? 'followers' : 'open';

export async function dropViews(ctx: Ctx, db: Database | Transaction, where: ReturnType<typeof and>) {
  const drops = await db
    .select({
      drop: flashDrops,
      shop: businesses,
      artistName: artists.displayName,
      artistUrl: artistShops.artistUrl,
    })
    .from(flashDrops)
    .innerJoin(businesses, eq(businesses.id, flashDrops.businessId))
    .innerJoin(artists, eq(artists.id, flashDrops.artistId))
    .innerJoin(
      artistShops,
      and(eq(artistShops.artistId, flashDrops.artistId), eq(artistShops.businessId, flashDrops.businessId)),
    )
    .where(where)
    .orderBy(asc(flashDrops.opensAt));
  if (drops.length === 0) return [];
  const items = await db
    .select()
    .from(flashDropItems)
    .where(
      inArray(
        flashDropItems.dropId,
        drops.map((d) => d.drop.id),
      ),
    )
    .orderBy(asc(flashDropItems.position));
  const designs = await designsWhere(
    ctx,
    db,
    inArray(
      flashDesigns.id,
      items.map((i) => i.designId),
    ),
  );
  const now = ctx.clock.now();
  return drops.map(
    ({ drop, shop, artistName, artistUrl }): DropView => ({
      id: drop.id,
      title: drop.title,
      shopUrl: shop.shopUrl,
      shopName: shop.name,
      artistName,
      artistUrl,
      currency: shop.currency,
      timeZone: shop.timeZone,
      opensAt: drop.opensAt.toISOString(),
      followersUntil: drop.followersUntil?.toISOString() ?? null,
      phase: phaseOf(drop, now),
      perCustomerLimit: drop.perCustomerLimit,
      holdMinutes: drop.holdMinutes,
      items: items
        .filter((i) => i.dropId === drop.id)
        .map((i) => ({
          id: i.id,
          design: designs.find((d) => d.id === i.designId)!,
          stock: i.stock,
          left: i.stock - i.claimed,
        })),
    }),
  );
}

export async function createDrop(ctx: Ctx, member: Member, body: CreateDropBody): Promise<DropView> {
  await requireArtistAtShop(ctx, member, body.artistId);
  const designIds = body.items.map((i) => i.designId);
  const designs = await ctx.db
    .select({ id: flashDesigns.id, repeatable: flashDesigns.repeatable })
    .from(flashDesigns)
    .where(
      and(
        inArray(flashDesigns.id, designIds),
        eq(flashDesigns.businessId, member.businessId),
        eq(flashDesigns.artistId, body.artistId),
        eq(flashDesigns.active, true),
      ),
    );
  body.items.forEach((item, n) => {
    const design = designs.find((d) => d.id === item.designId);
    if (!design) throw fieldError(`body.items.${n}.designId`, "Choose one of this artist's designs.");
    if (!design.repeatable && item.stock !== 1) {
      throw fieldError(`body.items.${n}.stock`, 'A one-off design is sold once: its stock is 1.');
    }
  });
  const id = newId();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(flashDrops).values({
      id,
      businessId: member.businessId,
      artistId: body.artistId,
      title: body.title,
      opensAt: new Date(body.opensAt),
      followersUntil: body.followersUntil ? new Date(body.followersUntil) : null,
      perCustomerLimit: body.perCustomerLimit,
      holdMinutes: body.holdMinutes,
    });
    await tx.insert(flashDropItems).values(
      body.items.map((item, position) => ({
        id: newId(),
        dropId: id,
        designId: item.designId,
        stock: item.stock,
        position,
      })),
    );
    await scheduleDropAnnouncement(tx, { id, opensAt: new Date(body.opensAt) });
  });
  const [view] = await dropViews(ctx, ctx.db, eq(flashDrops.id, id));
  return view!;
}

export async function listBusinessDrops(ctx: Ctx, member: Member) {
  return dropViews(
    ctx,
    ctx.db,
    and(
      eq(flashDrops.businessId, member.businessId),
      isStaff(member) ? undefined : eq(flashDrops.artistId, member.artistId ?? ''),
    ),
  );
}

export async function getDrop(ctx: Ctx, dropId: string): Promise<DropView> {
  await releaseLapsedClaims(ctx.db, dropId, ctx.clock.now());
  const [view] = await dropViews(
    ctx,
    ctx.db,
    and(eq(flashDrops.id, dropId), sql`${businesses.publishedAt} is not null`),
  );
  if (!view) throw notFound('This drop');
  return view;
}

/**
 * Gives back to stock every claim of the drop that lapsed: a hold never booked before it ran out, or
 * booked as an appointment that ended (cancelled, or its deposit not paid in time). One statement,
 * so a claim is released once and each counter goes down by exactly what was released.
 */
export async function releaseLapsedClaims(db: Database | Transaction, dropId: string, now: Date) {
  await db.execute(sql`
    with released as (
      update flash_claims c set status = 'released', released_at = ${now}
      where c.drop_id = ${dropId} and c.status = 'held' and (
        (c.appointment_id is null and c.hold_expires_at <= ${now})
        or exists (
          select 1 from appointments a where a.id = c.appointment_id and (
            a.status in ('cancelled', 'expired')
            or (a.status in ('held', 'pending_deposit') and a.hold_expires_at <= ${now})
          )
        )
      )
      returning c.drop_item_id, c.customer_id
    ), items as (
      update flash_drop_items i set claimed = i.claimed - r.n
      from (select drop_item_id, count(*)::int n from released group by drop_item_id) r
      where i.id = r.drop_item_id
    )
    update flash_drop_customers d set claims = d.claims - r.n
    from (select customer_id, count(*)::int n from released group by customer_id) r
    where d.drop_id = ${dropId} and d.customer_id = r.customer_id`);
}

/** Does this person follow the drop's artist or shop (a confirmed, current subscription)? */
async function follows(db: Database, userId: string, drop: typeof flashDrops.$inferSelect) {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        or(eq(subscriptions.artistId, drop.artistId), eq(subscriptions.businessId, drop.businessId)),
        sql`${subscriptions.confirmedAt} is not null`,
        isNull(subscriptions.unsubscribedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

const checkViolation = '23514';

/**
 * One customer's claim of one design of a drop, held for the drop's minutes. The design's counter
 * and the customer's go up in one transaction, each by an update that only matches while there is
 * room, so the loser of a race is told "Claimed" (or that they reached the limit) and nothing changes.
 */
export async function claimDropItem(ctx: Ctx, customerId: string, dropId: string, dropItemId: string) {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .select({
      drop: flashDrops,
      item: flashDropItems,
      design: flashDesigns,
      shopUrl: businesses.shopUrl,
      timeZone: businesses.timeZone,
    })
    .from(flashDropItems)
    .innerJoin(flashDrops, eq(flashDrops.id, flashDropItems.dropId))
    .innerJoin(flashDesigns, eq(flashDesigns.id, flashDropItems.designId))
    .innerJoin(businesses, eq(businesses.id, flashDrops.businessId))
    .where(
      and(
        eq(flashDropItems.id, dropItemId),
        eq(flashDropItems.dropId, dropId),
        sql`${businesses.publishedAt} is not null`,
      ),
    );
  if (!row) throw notFound('This design of this drop');
  const phase = phaseOf(row.drop, now);
  if (phase === 'upcoming') {
    throw new DomainError(
      'DROP_NOT_OPEN',
      `This drop has not opened yet: it opens ${opensAtText(row.drop.opensAt, row.timeZone)} (shop time).`,
    );
  }
  if (phase === 'followers' && row.drop.followersUntil && !(await follows(ctx.db, customerId, row.drop))) {
    throw new DomainError(
      'FOLLOWERS_FIRST',
      `Followers of the artist claim first, until ${opensAtText(row.drop.followersUntil, row.timeZone)} (shop time). Follow to join them, or come back then.`,
    );
  }
  await releaseLapsedClaims(ctx.db, dropId, now);
  const holdExpiresAt = new Date(now.getTime() + row.drop.holdMinutes * 60_000);
  const id = newId();
  try {
    await ctx.db.transaction(async (tx) => {
      const taken = await tx
        .update(flashDropItems)
        .set({ claimed: sql`${flashDropItems.claimed} + 1` })
        .where(
          and(eq(flashDropItems.id, dropItemId), sql`${flashDropItems.claimed} < ${flashDropItems.stock}`),
        )
        .returning({ id: flashDropItems.id });
      if (taken.length === 0)
        throw new DomainError('SOLD_OUT', 'Claimed: every one of this design is taken.');
      const counted = await tx
        .insert(flashDropCustomers)
        .values({ dropId, customerId, claims: 1, claimLimit: row.drop.perCustomerLimit })
        .onConflictDoUpdate({
          target: [flashDropCustomers.dropId, flashDropCustomers.customerId],
          set: { claims: sql`${flashDropCustomers.claims} + 1` },
          setWhere: sql`${flashDropCustomers.claims} < ${flashDropCustomers.claimLimit}`,
        })
        .returning({ claims: flashDropCustomers.claims });
      if (counted.length === 0) throw claimLimit(row.drop.perCustomerLimit);
      await tx.insert(flashClaims).values({
        id,
        dropId,
        dropItemId,
        customerId,
        status: 'held',
        holdExpiresAt,
        createdAt: now,
      });
    });
  } catch (error) {
    // The constraints behind the updates: should a counter ever be pushed past its bound, the
    // database refuses, and the customer hears the same answer.
    if (pgErrorCode(error) === checkViolation)
      throw new DomainError('SOLD_OUT', 'Claimed: every one is taken.');
    throw error;
  }
  return {
    id,
    dropId,
    dropItemId,
    designId: row.design.id,
    holdExpiresAt: holdExpiresAt.toISOString(),
    shopUrl: row.shopUrl,
    artistId: row.design.artistId,
    serviceId: row.design.serviceId,
  };
}

const claimLimit = (limit: number) =>
  new DomainError(
    'CLAIM_LIMIT',
    limit === 1
      ? 'You already hold a design of this drop: one per customer.'
      : `You already hold ${limit} designs of this drop, as many as it allows.`,
  );
