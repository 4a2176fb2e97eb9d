import type {
  AddPortfolioImageBody,
  CreateArtistBody,
  CreateServiceBody,
  PortfolioImage,
  UpdateArtistBody,
  UpdateServiceBody,
  UpdateShopBody,
} from '@linework/contract/catalog';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import {
  artistShops,
  artists,
  businesses,
  businessMembers,
  portfolioImages,
  serviceArtists,
  services,
} from '../db/schema/catalog.ts';
import { uploads } from '../db/schema/uploads.ts';
import type { Deps } from '../deps.ts';
import { DomainError, fieldError, isPgError, notFound, pgErrors } from '../domain/errors.ts';
import { widthsWithBothCopies } from '../uploads/picture-variants.ts';
import { type CatalogContext, portfolioImageOf } from './details.ts';
import { slugify } from './rules.ts';

/** A finished public image upload of this person, with the widths of its copies; else a 400. */
async function publicImageOf(tx: Transaction, userId: string, path: string, field: string) {
  const [upload] = await tx
    .select()
    .from(uploads)
    .where(and(eq(uploads.path, path), eq(uploads.ownerId, userId), eq(uploads.status, 'stored')));
  if (!upload) {
    throw fieldError(field, 'Upload the image first; this path is not a finished upload of yours.');
  }
  if (!upload.isPublic || !upload.contentType.startsWith('image/')) {
    throw fieldError(field, 'Shop and portfolio pictures must be images uploaded as public files.');
  }
  // Copies are made when the upload completes; offer the ones that exist (none for older uploads).
  const copies = await tx
    .select({ path: uploads.path })
    .from(uploads)
    .where(and(sql`starts_with(${uploads.path}, ${`${path}.w`})`, eq(uploads.status, 'stored')));
  return widthsWithBothCopies(
    path,
    copies.map((c) => c.path),
  );
}

export async function updateShop(
  ctx: CatalogContext,
  userId: string,
  businessId: string,
  change: UpdateShopBody,
) {
  const { cover, logo, ...fields } = change;
  return ctx.db.transaction(async (tx) => {
    const pictures: Partial<typeof businesses.$inferInsert> = {};
    if (cover === null) {
      Object.assign(pictures, {
        coverImage: null,
        coverWidth: null,
        coverHeight: null,
        coverVariantWidths: [],
      });
    } else if (cover) {
      Object.assign(pictures, {
        coverImage: cover.path,
        coverWidth: cover.width,
        coverHeight: cover.height,
        coverVariantWidths: await publicImageOf(tx, userId, cover.path, 'body.cover.path'),
      });
    }
    if (logo === null) pictures.logoImage = null;
    else if (logo) {
      await publicImageOf(tx, userId, logo.path, 'body.logo.path');
      pictures.logoImage = logo.path;
    }
    const [updated] = await tx
      .update(businesses)
      .set({
        ...fields,
        ...pictures,
        // Opening hours the owner set are theirs from now on; the team's hours no longer change them.
        ...(fields.hours ? { hoursFromTeam: false } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(businesses.id, businessId))
      .returning();
    if (!updated) throw notFound('This business');
    return updated;
  });
}

async function urlPathTaken(tx: Transaction, urlPath: string, exceptArtistId?: string) {
  const [row] = await tx.select({ id: artists.id }).from(artists).where(eq(artists.urlPath, urlPath));
  return !!row && row.id !== exceptArtistId;
}

async function artistUrlTaken(
  tx: Transaction,
  businessId: string,
  artistUrl: string,
  exceptArtistId?: string,
) {
  const [row] = await tx
    .select({ artistId: artistShops.artistId })
    .from(artistShops)
    .where(and(eq(artistShops.businessId, businessId), eq(artistShops.artistUrl, artistUrl)));
  return !!row && row.artistId !== exceptArtistId;
}

const urlPathTakenError = (urlPath: string) =>
  new DomainError('URL_TAKEN', `The page address artist/${urlPath} is already taken. Pick another one.`, {
    fields: { 'body.urlPath': 'Already taken' },
  });

const artistUrlTakenError = (artistUrl: string) =>
  new DomainError('URL_TAKEN', `Another artist of this shop already uses the address ${artistUrl}.`, {
    fields: { 'body.artistUrl': 'Already taken' },
  });

/** The first free slug of `base`, `base-2`, `base-3`, … */
async function freeSlug(base: string, taken: (candidate: string) => Promise<boolean>) {
  for (let n = 1; n < 100; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
  return `${base}-${newId().slice(0, 6).toLowerCase()}`;
}

/**
 * Adds an artist to the shop. Slugs we pick ourselves may be taken by a concurrent request between
 * the check and the insert; the unique constraints decide, and we simply pick again.
 */
export async function createArtist(
  ctx: CatalogContext,
  businessId: string,
  body: CreateArtistBody,
  me?: { userId: string; memberId: string },
) {
  const picksSlugs = !body.urlPath || !body.artistUrl;
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertArtist(ctx, businessId, body, me);
    } catch (error) {
      if (!picksSlugs || attempt >= 5 || !isPgError(error, pgErrors.uniqueViolation)) throw error;
    }
  }
}

async function insertArtist(
  ctx: CatalogContext,
  businessId: string,
  body: CreateArtistBody,
  me?: { userId: string; memberId: string },
) {
  return ctx.db.transaction(async (tx) => {
    if (body.isMe) {
      if (!me) throw fieldError('body.isMe', 'Only a member of the shop can add themselves as its artist.');
      const [member] = await tx
        .select({ artistId: businessMembers.artistId })
        .from(businessMembers)
        .where(eq(businessMembers.id, me.memberId))
        .for('update');
      if (member?.artistId) {
        throw fieldError('body.isMe', 'You are already an artist of this shop; edit your profile instead.');
      }
    }
    const base = slugify(body.displayName);
    let urlPath = body.urlPath;
    if (urlPath) {
      if (await urlPathTaken(tx, urlPath)) {
        throw urlPathTakenError(urlPath);
      }
    } else {
      urlPath = await freeSlug(base, (c) => urlPathTaken(tx, c));
    }
    let artistUrl = body.artistUrl;
    if (artistUrl) {
      if (await artistUrlTaken(tx, businessId, artistUrl)) {
        throw artistUrlTakenError(artistUrl);
      }
    } else {
      artistUrl = await freeSlug(base, (c) => artistUrlTaken(tx, businessId, c));
    }
    const id = newId();
    await tx.insert(artists).values({
      id,
      urlPath,
      displayName: body.displayName,
      bio: body.bio,
      styles: body.styles,
      booksOpen: body.booksOpen,
      booksNote: body.booksNote ?? null,
      instagram: body.instagram ?? null,
      website: body.website ?? null,
      userId: body.isMe ? me?.userId : null,
    });
    await tx
      .insert(artistShops)
      .values({ id: newId(), artistId: id, businessId, artistUrl, kind: 'resident' });
    if (body.isMe && me) {
      await tx.update(businessMembers).set({ artistId: id }).where(eq(businessMembers.id, me.memberId));
    }
    return id;
  });
}

export async function updateArtist(
  ctx: CatalogContext,
  businessId: string,
  artistId: string,
  body: UpdateArtistBody,
) {
  await ctx.db.transaction(async (tx) => {
    const { artistUrl, ...fields } = body;
    if (fields.urlPath && (await urlPathTaken(tx, fields.urlPath, artistId))) {
      throw urlPathTakenError(fields.urlPath);
    }
    if (artistUrl) {
      if (await artistUrlTaken(tx, businessId, artistUrl, artistId)) {
        throw artistUrlTakenError(artistUrl);
      }
      await tx
        .update(artistShops)
        .set({ artistUrl })
        .where(and(eq(artistShops.businessId, businessId), eq(artistShops.artistId, artistId)));
    }
    if (Object.keys(fields).length > 0) {
      await tx
        .update(artists)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(artists.id, artistId));
    }
  });
}

export async function addPortfolioImage(
  ctx: CatalogContext,
  userId: string,
  artistId: string,
  body: AddPortfolioImageBody,
): Promise<PortfolioImage> {
  return ctx.db.transaction(async (tx) => {
    const variantWidths = await publicImageOf(tx, userId, body.path, 'body.path');
    const [last] = await tx
      .select({ max: sql<number | null>`max(${portfolioImages.sortOrder})` })
      .from(portfolioImages)
      .where(eq(portfolioImages.artistId, artistId));
    const [image] = await tx
      .insert(portfolioImages)
      .values({
        id: newId(),
        artistId,
        path: body.path,
        width: body.width,
        height: body.height,
        variantWidths,
        caption: body.caption,
        style: body.style,
        sortOrder: Number(last?.max ?? -1) + 1,
      })
      .returning();
    return portfolioImageOf(ctx, image!);
  });
}

export async function removePortfolioImage(ctx: CatalogContext, artistId: string, imageId: string) {
  const removed = await ctx.db
    .delete(portfolioImages)
    .where(and(eq(portfolioImages.id, imageId), eq(portfolioImages.artistId, artistId)))
    .returning({ id: portfolioImages.id });
  if (removed.length === 0) throw notFound('This picture');
}

/** Puts the artist's portfolio in the given order; the list must name each of its pictures once. */
export async function reorderPortfolio(ctx: Pick<Deps, 'db'>, artistId: string, imageIds: string[]) {
  await ctx.db.transaction(async (tx) => {
    const current = await tx
      .select({ id: portfolioImages.id })
      .from(portfolioImages)
      .where(eq(portfolioImages.artistId, artistId))
      .for('update');
    const known = new Set(current.map((c) => c.id));
    if (
      new Set(imageIds).size !== imageIds.length ||
      imageIds.length !== known.size ||
      !imageIds.every((id) => known.has(id))
    ) {
      throw fieldError('body.imageIds', 'List every picture of this portfolio once, in the order you want.');
    }
    for (const [index, id] of imageIds.entries()) {
      await tx.update(portfolioImages).set({ sortOrder: index }).where(eq(portfolioImages.id, id));
    }
  });
}

async function checkArtistsAtShop(tx: Transaction, businessId: string, artistIds: string[]) {
  if (artistIds.length === 0) return;
  const found = await tx
    .select({ artistId: artistShops.artistId })
    .from(artistShops)
    .where(and(eq(artistShops.businessId, businessId), inArray(artistShops.artistId, artistIds)));
  if (found.length !== new Set(artistIds).size) {
    throw fieldError('body.artistIds', 'Pick artists who work at this shop.');
  }
}

export async function createService(ctx: CatalogContext, businessId: string, body: CreateServiceBody) {
  const { artistIds, ...fields } = body;
  return ctx.db.transaction(async (tx) => {
    await checkArtistsAtShop(tx, businessId, artistIds);
    const id = newId();
    await tx.insert(services).values({ id, businessId, ...fields });
    if (artistIds.length) {
      await tx
        .insert(serviceArtists)
        .values([...new Set(artistIds)].map((artistId) => ({ serviceId: id, artistId })));
    }
    return id;
  });
}

export async function updateService(
  ctx: CatalogContext,
  businessId: string,
  serviceId: string,
  body: UpdateServiceBody,
) {
  const { artistIds, ...fields } = body;
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(services)
      .where(and(eq(services.id, serviceId), eq(services.businessId, businessId)))
      .for('update');
    if (!current) throw notFound('This service');
    const price = fields.priceAmount ?? current.priceAmount;
    const deposit = fields.depositAmount ?? current.depositAmount;
    if (deposit > price) throw fieldError('body.depositAmount', 'The deposit cannot be more than the price');
    if (Object.keys(fields).length > 0) {
      await tx.update(services).set(fields).where(eq(services.id, serviceId));
    }
    if (artistIds) {
      await checkArtistsAtShop(tx, businessId, artistIds);
      await tx.delete(serviceArtists).where(eq(serviceArtists.serviceId, serviceId));
      if (artistIds.length) {
        await tx
          .insert(serviceArtists)
          .values([...new Set(artistIds)].map((artistId) => ({ serviceId, artistId })));
      }
    }
  });
}

/** Stops offering a service; appointments already booked keep it. */
export async function deactivateService(ctx: Pick<Deps, 'db'>, businessId: string, serviceId: string) {
  const deactivated = await ctx.db
    .update(services)
    .set({ active: false })
    .where(and(eq(services.id, serviceId), eq(services.businessId, businessId)))
    .returning({ id: services.id });
  if (deactivated.length === 0) throw notFound('This service');
}
