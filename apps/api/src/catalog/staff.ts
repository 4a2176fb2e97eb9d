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

export async function updateShop(ctx: CatalogContext, businessId: string, change: UpdateShopBody) {
  const [updated] = await ctx.db
    .update(businesses)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(businesses.id, businessId))
    .returning();
  if (!updated) throw notFound('This business');
  return updated;
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
export async function createArtist(ctx: CatalogContext, businessId: string, body: CreateArtistBody) {
  const picksSlugs = !body.urlPath || !body.artistUrl;
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertArtist(ctx, businessId, body);
    } catch (error) {
      if (!picksSlugs || attempt >= 5 || !isPgError(error, pgErrors.uniqueViolation)) throw error;
    }
  }
}

async function insertArtist(ctx: CatalogContext, businessId: string, body: CreateArtistBody) {
  return ctx.db.transaction(async (tx) => {
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
    });
    await tx
      .insert(artistShops)
      .values({ id: newId(), artistId: id, businessId, artistUrl, kind: 'resident' });
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
    const [upload] = await tx
      .select()
      .from(uploads)
      .where(and(eq(uploads.path, body.path), eq(uploads.ownerId, userId), eq(uploads.status, 'stored')));
    if (!upload) {
      throw fieldError('body.path', 'Upload the image first; this path is not a finished upload of yours.');
    }
    if (!upload.isPublic || !upload.contentType.startsWith('image/')) {
      throw fieldError('body.path', 'Portfolio pictures must be images uploaded as public files.');
    }
    // Copies are made when the upload completes; offer the ones that exist (none for older uploads).
    const copies = await tx
      .select({ path: uploads.path })
      .from(uploads)
      .where(and(sql`starts_with(${uploads.path}, ${`${body.path}.w`})`, eq(uploads.status, 'stored')));
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
        variantWidths: widthsWithBothCopies(
          body.path,
          copies.map((c) => c.path),
        ),
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
