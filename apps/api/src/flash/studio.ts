import type { DropSales, UpdateDropBody, UpdateFlashDesignBody } from '@linework/contract/flash';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { isStaff, type Member, requireArtistAtShop } from '../business/access.ts';
import { artistDoesService } from '../catalog/artist-services.ts';
import { newId } from '../db/ids.ts';
import { flashDesigns, flashDropItems, flashDrops, flashSizes } from '../db/schema/flash.ts';
import { uploads } from '../db/schema/uploads.ts';
import type { Deps } from '../deps.ts';
import { DomainError, fieldError, notFound } from '../domain/errors.ts';
import { designsWhere, dropViews, phaseOf, releaseLapsedClaims } from './service.ts';

type Ctx = Pick<Deps, 'db' | 'storage' | 'clock'>;

// The studio's edits of flash and drops (issue 29 item 5): a design changed in place (its sizes keep
// their ids), a drop changed or called off while it has not opened, and a drop's sales read live.
// An artist reaches their own designs and drops only: another artist's, like another shop's, is 404.

async function ownDesign(ctx: Ctx, member: Member, designId: string) {
  const [design] = await ctx.db
    .select()
    .from(flashDesigns)
    .where(and(eq(flashDesigns.id, designId), eq(flashDesigns.businessId, member.businessId)));
  if (!design?.active || (!isStaff(member) && member.artistId !== design.artistId)) {
    throw notFound('This design');
  }
  return design;
}

async function ownDrop(ctx: Ctx, member: Member, dropId: string) {
  const [drop] = await ctx.db
    .select()
    .from(flashDrops)
    .where(and(eq(flashDrops.id, dropId), eq(flashDrops.businessId, member.businessId)));
  if (!drop || (!isStaff(member) && member.artistId !== drop.artistId)) throw notFound('This drop');
  return drop;
}

export async function updateFlashDesign(
  ctx: Ctx,
  member: Member,
  userId: string,
  designId: string,
  body: UpdateFlashDesignBody,
) {
  const design = await ownDesign(ctx, member, designId);
  await requireArtistAtShop(ctx, member, design.artistId);
  return ctx.db.transaction(async (tx) => {
    if (!(await artistDoesService(tx, member.businessId, design.artistId, body.serviceId)))
      throw fieldError('body.serviceId', 'Choose an active service this artist offers.');
    if (body.picturePath && body.picturePath !== design.picturePath) {
      const [upload] = await tx
        .select({ isPublic: uploads.isPublic, contentType: uploads.contentType })
        .from(uploads)
        .where(
          and(eq(uploads.path, body.picturePath), eq(uploads.ownerId, userId), eq(uploads.status, 'stored')),
        );
      if (!upload?.isPublic || !upload.contentType.startsWith('image/')) {
        throw fieldError('body.picturePath', 'Upload the picture first, as a public image.');
      }
    }
    await tx
      .update(flashDesigns)
      .set({
        serviceId: body.serviceId,
        title: body.title,
        picturePath: body.picturePath ?? design.picturePath,
        placementNotes: body.placementNotes || null,
        repeatable: body.repeatable,
      })
      .where(eq(flashDesigns.id, designId));
    const existing = await tx
      .select({ id: flashSizes.id })
      .from(flashSizes)
      .where(eq(flashSizes.designId, designId));
    const kept = body.sizes.flatMap((s) => (s.id ? [s.id] : []));
    body.sizes.forEach((s, n) => {
      if (s.id && !existing.some((e) => e.id === s.id)) {
        throw fieldError(`body.sizes.${n}.id`, 'This size is not one of the design’s.');
      }
    });
    await tx
      .delete(flashSizes)
      .where(
        and(eq(flashSizes.designId, designId), kept.length ? notInArray(flashSizes.id, kept) : undefined),
      );
    // Out of the way first, so the new order never meets the old one's unique positions.
    await tx
      .update(flashSizes)
      .set({ position: sql`${flashSizes.position} + 100` })
      .where(eq(flashSizes.designId, designId));
    for (const [position, { id, ...size }] of body.sizes.entries()) {
      if (id)
        await tx
          .update(flashSizes)
          .set({ ...size, position })
          .where(eq(flashSizes.id, id));
      else await tx.insert(flashSizes).values({ id: newId(), designId, position, ...size });
    }
    const [view] = await designsWhere(ctx, tx, eq(flashDesigns.id, designId));
    return view!;
  });
}

const notUpcoming = () =>
  new DomainError('CONFLICT', 'This drop has opened: it can no longer be changed or called off.');

/** The designs of a drop, checked: the artist's own, on the sheet, one-offs in a stock of 1. */
async function checkItems(ctx: Ctx, member: Member, body: UpdateDropBody) {
  const designs = await ctx.db
    .select({ id: flashDesigns.id, repeatable: flashDesigns.repeatable })
    .from(flashDesigns)
    .where(
      and(
        inArray(
          flashDesigns.id,
          body.items.map((i) => i.designId),
        ),
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
}

/** Changes a drop that has not opened: its title, times, limit and designs with their stock. */
export async function updateDrop(ctx: Ctx, member: Member, dropId: string, body: UpdateDropBody) {
  const drop = await ownDrop(ctx, member, dropId);
  if (body.artistId !== drop.artistId) throw fieldError('body.artistId', 'A drop stays with its artist.');
  await requireArtistAtShop(ctx, member, drop.artistId);
  await checkItems(ctx, member, body);
  await ctx.db.transaction(async (tx) => {
    // Locked and checked again inside: a drop that opened meanwhile is not changed under a crowd.
    const [locked] = await tx
      .select({ opensAt: flashDrops.opensAt })
      .from(flashDrops)
      .where(eq(flashDrops.id, dropId))
      .for('update');
    if (!locked || locked.opensAt <= ctx.clock.now()) throw notUpcoming();
    await tx
      .update(flashDrops)
      .set({
        title: body.title,
        opensAt: new Date(body.opensAt),
        followersUntil: body.followersUntil ? new Date(body.followersUntil) : null,
        perCustomerLimit: body.perCustomerLimit,
        holdMinutes: body.holdMinutes,
      })
      .where(eq(flashDrops.id, dropId));
    await tx.delete(flashDropItems).where(eq(flashDropItems.dropId, dropId));
    await tx.insert(flashDropItems).values(
      body.items.map((item, position) => ({
        id: newId(),
        dropId,
        designId: item.designId,
        stock: item.stock,
        position,
      })),
    );
  });
  const [view] = await dropViews(ctx, ctx.db, eq(flashDrops.id, dropId));
  return view!;
}

/** Calls off a drop that has not opened: it is gone, its page with it. */
export async function cancelDrop(ctx: Ctx, member: Member, dropId: string) {
  const drop = await ownDrop(ctx, member, dropId);
  await requireArtistAtShop(ctx, member, drop.artistId);
  await ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ opensAt: flashDrops.opensAt })
      .from(flashDrops)
      .where(eq(flashDrops.id, dropId))
      .for('update');
    if (!locked || locked.opensAt <= ctx.clock.now()) throw notUpcoming();
    await tx.delete(flashDrops).where(eq(flashDrops.id, dropId));
  });
  return { id: dropId, cancelled: true as const };
}

/**
 * A drop's sales per design: how many are claimed (the stock counter), of them how many are paid
 * (booked with the deposit in) and how many still held, and what remains. Lapsed holds are given
 * back first, so the studio sees what a customer would.
 */
export async function getDropSales(ctx: Ctx, member: Member, dropId: string): Promise<DropSales> {
  const drop = await ownDrop(ctx, member, dropId);
  const now = ctx.clock.now();
  await releaseLapsedClaims(ctx.db, dropId, now);
  const rows = await ctx.db.execute<{
    drop_item_id: string;
    design_id: string;
    title: string;
    stock: number;
    claimed: number;
    paid: number;
  }>(sql`
    select i.id drop_item_id, i.design_id, d.title, i.stock, i.claimed,
      (select count(*)::int from flash_claims c join appointments a on a.id = c.appointment_id
        where c.drop_item_id = i.id and c.status = 'held'
          and a.status in ('confirmed', 'checked_in', 'completed', 'no_show')) paid
    from flash_drop_items i join flash_designs d on d.id = i.design_id
    where i.drop_id = ${dropId}
    order by i.position`);
  return {
    dropId,
    phase: phaseOf(drop, now),
    at: now.toISOString(),
    items: rows.rows.map((r) => ({
      dropItemId: r.drop_item_id,
      designId: r.design_id,
      title: r.title,
      stock: r.stock,
      claimed: r.claimed,
      paid: r.paid,
      held: Math.max(0, r.claimed - r.paid),
      remaining: r.stock - r.claimed,
    })),
  };
}
