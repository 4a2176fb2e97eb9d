import type {
  ArtistDetail,
  ArtistInShop,
  PortfolioImage,
  ReviewPage,
  ReviewView,
  ServiceDetail,
  ServiceView,
  ShopDetail,
  ShopSummary,
} from '@linework/contract/catalog';
import { describePolicies } from '@linework/contract/policy-texts';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  artistShops,
  artists,
  businesses,
  portfolioImages,
  reviews,
  serviceArtists,
  services,
  workingHours,
} from '../db/schema/catalog.ts';
import type { Deps } from '../deps.ts';
import { notFound } from '../domain/errors.ts';
import { variantsOf } from '../uploads/picture-variants.ts';
import { thumbnailPath } from '../uploads/thumbnails.ts';
import { isOpenAt, summarizeRatings } from './rules.ts';

/** What the catalogue's answers are made from: the database and where stored images are read. */
export type CatalogContext = Pick<Deps, 'db' | 'storage'>;

/** The public pages also depend on the time: who works at a shop today, whether it is open now. */
export type CatalogReader = CatalogContext & Pick<Deps, 'clock'>;

type Business = typeof businesses.$inferSelect;
type Artist = typeof artists.$inferSelect;

const latestReviewCount = 10;

const urlOf = (ctx: CatalogContext, path: string | null) => (path ? ctx.storage.publicUrl(path) : null);

/**
 * Guest spots that ended before `at` are history, not a place to book. Compared with the UTC date,
 * as the database's `current_date` was.
 */
export const stillWorkingOn = (at: Date) =>
  or(isNull(artistShops.endsOn), gte(artistShops.endsOn, at.toISOString().slice(0, 10)));

const instagramUrl = (handle: string | null) =>
  handle ? `https://instagram.com/${handle.replace(/^@/, '')}` : null;

const addressOf = (b: Business) => ({
  line: b.addressLine,
  city: b.city,
  region: b.region,
  postalCode: b.postalCode,
  country: b.country,
  latitude: b.latitude,
  longitude: b.longitude,
});

function shopSummaryOf(ctx: CatalogReader, b: Business): ShopSummary {
  return {
    id: b.id,
    shopUrl: b.shopUrl,
    name: b.name,
    coverUrl: urlOf(ctx, b.coverImage),
    cover:
      b.coverImage && b.coverWidth && b.coverHeight
        ? {
            url: ctx.storage.publicUrl(b.coverImage),
            width: b.coverWidth,
            height: b.coverHeight,
            variants: variantsOf(ctx.storage.publicUrl, b.coverImage, b.coverVariantWidths),
          }
        : null,
    logoUrl: urlOf(ctx, b.logoImage),
    address: addressOf(b),
    timeZone: b.timeZone,
    currency: b.currency,
    hours: b.hours,
    openNow: isOpenAt(b.hours, b.timeZone, ctx.clock.now()),
    policies: describePolicies(b.policies),
  };
}

/** Active services matching `where`, each with the artists who offer it at its shop: two queries. */
export async function loadServices(
  ctx: CatalogReader,
  where: { businessId?: string; serviceId?: string; artistId?: string; includeInactive?: boolean },
): Promise<ServiceView[]> {
  const conditions = where.includeInactive ? [] : [eq(services.active, true)];
  if (where.businessId) conditions.push(eq(services.businessId, where.businessId));
  if (where.serviceId) conditions.push(eq(services.id, where.serviceId));
  if (where.artistId) {
    conditions.push(
      inArray(
        services.id,
        ctx.db
          .select({ id: serviceArtists.serviceId })
          .from(serviceArtists)
          .where(eq(serviceArtists.artistId, where.artistId)),
      ),
    );
  }
  const rows = await ctx.db
    .select({
      service: services,
      shopUrl: businesses.shopUrl,
      shopName: businesses.name,
      currency: businesses.currency,
    })
    .from(services)
    .innerJoin(businesses, eq(businesses.id, services.businessId))
    .where(and(...conditions))
    .orderBy(asc(businesses.name), asc(services.sortOrder), asc(services.name));
  if (rows.length === 0) return [];
  const offered = await ctx.db
    .select({
      serviceId: serviceArtists.serviceId,
      id: artists.id,
      urlPath: artists.urlPath,
      displayName: artists.displayName,
      avatarImage: artists.avatarImage,
      artistUrl: artistShops.artistUrl,
    })
    .from(serviceArtists)
    .innerJoin(services, eq(services.id, serviceArtists.serviceId))
    .innerJoin(artists, eq(artists.id, serviceArtists.artistId))
    // Only artists who still work at the service's shop can be booked for it.
    .innerJoin(
      artistShops,
      and(
        eq(artistShops.artistId, artists.id),
        eq(artistShops.businessId, services.businessId),
        stillWorkingOn(ctx.clock.now()),
      ),
    )
    .where(
      inArray(
        serviceArtists.serviceId,
        rows.map((r) => r.service.id),
      ),
    )
    .orderBy(asc(artists.displayName));
  return rows.map(({ service: s, shopUrl, shopName, currency }) => ({
    id: s.id,
    shopUrl,
    shopName,
    name: s.name,
    description: s.description,
    durationMinutes: s.durationMinutes,
    priceKind: s.priceKind,
    priceAmount: s.priceAmount,
    depositAmount: s.depositAmount,
    currency,
    requiresRequest: s.requiresRequest,
    imageUrl: urlOf(ctx, s.image),
    active: s.active,
    artists: offered
      .filter((a) => a.serviceId === s.id)
      .map((a) => ({
        id: a.id,
        urlPath: a.urlPath,
        artistUrl: a.artistUrl,
        displayName: a.displayName,
        avatarUrl: urlOf(ctx, a.avatarImage),
      })),
  }));
}

type ReviewsOf = { artistId: string } | { businessId: string } | { serviceId: string };

/** The reviews that show: of this artist, shop or service, and not reported. */
const visibleReviews = (of: ReviewsOf) =>
  and(
    'artistId' in of
      ? eq(reviews.artistId, of.artistId)
      : 'serviceId' in of
        ? eq(reviews.serviceId, of.serviceId)
        : eq(reviews.businessId, of.businessId),
    isNull(reviews.reportedAt),
  );

/** Visible reviews newest first, with the shop's and artist's names: one query. */
async function reviewViews(ctx: CatalogContext, of: ReviewsOf, limit: number, offset = 0) {
  const rows = await ctx.db
    .select({ review: reviews, shopName: businesses.name, artistName: artists.displayName })
    .from(reviews)
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .leftJoin(artists, eq(artists.id, reviews.artistId))
    .where(visibleReviews(of))
    .orderBy(desc(reviews.createdAt), asc(reviews.id))
    .limit(limit)
    .offset(offset);
  return rows.map(
    ({ review: r, shopName, artistName }): ReviewView => ({
      id: r.id,
      authorName: r.authorName,
      rating: r.rating,
      text: r.text,
      photoUrls: r.photos.map((p) => ctx.storage.publicUrl(p)),
      verified: r.verified,
      createdAt: r.createdAt.toISOString(),
      reply: r.reply,
      repliedAt: r.repliedAt?.toISOString() ?? null,
      shopName,
      artistName,
    }),
  );
}

/** Rating summary and latest visible reviews of an artist or a shop: two queries. */
async function loadReviews(ctx: CatalogContext, of: ReviewsOf) {
  const [counts, latestReviews] = await Promise.all([
    ctx.db
      .select({ rating: reviews.rating, count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(visibleReviews(of))
      .groupBy(reviews.rating),
    reviewViews(ctx, of, latestReviewCount),
  ]);
  return {
    rating: summarizeRatings(counts.map((c) => ({ rating: c.rating, count: Number(c.count) }))),
    latestReviews,
  };
}

export const reviewPageSize = 20;

/** One page (1 first) of every visible review of an artist or a shop, found by its url; 404 if none. */
export async function loadReviewPage(
  ctx: CatalogContext,
  of: { urlPath: string } | { shopUrl: string },
  page: number,
): Promise<ReviewPage> {
  let target: ReviewsOf;
  if ('urlPath' in of) {
    const a = await findArtist(ctx, of.urlPath);
    if (!a) throw notFound('This artist');
    target = { artistId: a.id };
  } else {
    const b = await findShop(ctx, of.shopUrl);
    if (!b) throw notFound('This shop');
    target = { businessId: b.id };
  }
  // One more than a page tells whether another follows.
  const rows = await reviewViews(ctx, target, reviewPageSize + 1, (page - 1) * reviewPageSize);
  return { items: rows.slice(0, reviewPageSize), nextPage: rows.length > reviewPageSize ? page + 1 : null };
}

export function portfolioImageOf(
  ctx: CatalogContext,
  p: typeof portfolioImages.$inferSelect,
): PortfolioImage {
  return {
    id: p.id,
    url: ctx.storage.publicUrl(p.path),
    thumbnailUrl: ctx.storage.publicUrl(thumbnailPath(p.path)),
    width: p.width,
    height: p.height,
    variants: variantsOf(ctx.storage.publicUrl, p.path, p.variantWidths),
    caption: p.caption,
    style: p.style,
  };
}

async function artistDetailOf(ctx: CatalogReader, a: Artist): Promise<ArtistDetail> {
  const [portfolio, workplaces, hours, artistServices, reviewPart] = await Promise.all([
    ctx.db
      .select()
      .from(portfolioImages)
      .where(eq(portfolioImages.artistId, a.id))
      .orderBy(asc(portfolioImages.sortOrder), asc(portfolioImages.id)),
    ctx.db
      .select({ link: artistShops, shop: businesses })
      .from(artistShops)
      .innerJoin(businesses, eq(businesses.id, artistShops.businessId))
      // A shop still being set up is nobody's workplace in public yet.
      .where(
        and(
          eq(artistShops.artistId, a.id),
          isNotNull(businesses.publishedAt),
          stillWorkingOn(ctx.clock.now()),
        ),
      )
      .orderBy(
        sql`case when ${artistShops.kind} = 'resident' then 0 else 1 end`,
        asc(artistShops.startsOn),
        asc(businesses.name),
      ),
    // Their weekly hours at every shop (the ones no longer worked at are left out below).
    ctx.db
      .select({ hours: workingHours })
      .from(workingHours)
      .innerJoin(artistShops, eq(artistShops.id, workingHours.artistShopId))
      .where(eq(artistShops.artistId, a.id))
      .orderBy(asc(workingHours.weekday), asc(workingHours.startTime)),
    loadServices(ctx, { artistId: a.id }),
    loadReviews(ctx, { artistId: a.id }),
  ]);
  return {
    id: a.id,
    urlPath: a.urlPath,
    displayName: a.displayName,
    bio: a.bio,
    styles: a.styles,
    avatarUrl: urlOf(ctx, a.avatarImage),
    city: a.city ?? workplaces[0]?.shop.city ?? null,
    timeZone: a.timeZone ?? workplaces[0]?.shop.timeZone ?? null,
    social: { instagram: instagramUrl(a.instagram), website: a.website },
    booksOpen: a.booksOpen,
    booksNote: a.booksNote,
    portfolio: portfolio.map((p) => portfolioImageOf(ctx, p)),
    workplaces: workplaces.map(({ link, shop }) => ({
      kind: link.kind,
      hours: hours
        .map((h) => h.hours)
        .filter((h) => h.artistShopId === link.id)
        .map((h) => ({ weekday: h.weekday, opens: h.startTime, closes: h.endTime })),
      startsOn: link.startsOn,
      endsOn: link.endsOn,
      artistUrl: link.artistUrl,
      shop: {
        id: shop.id,
        shopUrl: shop.shopUrl,
        name: shop.name,
        address: addressOf(shop),
        timeZone: shop.timeZone,
      },
    })),
    // Services of shops the artist no longer works at cannot be booked with them.
    services: artistServices.filter(
      (s) => s.artists.some((x) => x.id === a.id) && workplaces.some((w) => w.shop.shopUrl === s.shopUrl),
    ),
    ...reviewPart,
  };
}

async function findArtist(ctx: CatalogContext, urlPath: string): Promise<Artist | undefined> {
  const [a] = await ctx.db.select().from(artists).where(eq(artists.urlPath, urlPath));
  return a;
}

async function findShop(ctx: CatalogContext, shopUrl: string): Promise<Business | undefined> {
  const [b] = await ctx.db
    .select()
    .from(businesses)
    .where(and(eq(businesses.shopUrl, shopUrl), isNotNull(businesses.publishedAt)));
  return b;
}

export async function loadArtistDetail(ctx: CatalogReader, urlPath: string): Promise<ArtistDetail> {
  const a = await findArtist(ctx, urlPath);
  if (!a) throw notFound('This artist');
  return artistDetailOf(ctx, a);
}

export async function loadArtistDetailById(ctx: CatalogReader, artistId: string): Promise<ArtistDetail> {
  const [a] = await ctx.db.select().from(artists).where(eq(artists.id, artistId));
  if (!a) throw notFound('This artist');
  return artistDetailOf(ctx, a);
}

export async function loadShopDetail(ctx: CatalogReader, shopUrl: string): Promise<ShopDetail> {
  const b = await findShop(ctx, shopUrl);
  if (!b) throw notFound('This shop');
  return shopDetailOf(ctx, b);
}

export async function shopDetailOf(ctx: CatalogReader, b: Business): Promise<ShopDetail> {
  const [roster, shopServices, reviewPart] = await Promise.all([
    ctx.db
      .select({ link: artistShops, artist: artists })
      .from(artistShops)
      .innerJoin(artists, eq(artists.id, artistShops.artistId))
      .where(and(eq(artistShops.businessId, b.id), stillWorkingOn(ctx.clock.now())))
      .orderBy(
        sql`case when ${artistShops.kind} = 'resident' then 0 else 1 end`,
        desc(artists.booksOpen),
        asc(artists.displayName),
      ),
    loadServices(ctx, { businessId: b.id }),
    loadReviews(ctx, { businessId: b.id }),
  ]);
  return {
    ...shopSummaryOf(ctx, b),
    about: b.about,
    styles: b.styles,
    contact: { phone: b.phone, email: b.email, website: b.website, instagram: instagramUrl(b.instagram) },
    artists: roster.map(({ link, artist }) => ({
      id: artist.id,
      urlPath: artist.urlPath,
      artistUrl: link.artistUrl,
      displayName: artist.displayName,
      avatarUrl: urlOf(ctx, artist.avatarImage),
      styles: artist.styles,
      booksOpen: artist.booksOpen,
      kind: link.kind,
      startsOn: link.startsOn,
      endsOn: link.endsOn,
    })),
    services: shopServices,
    ...reviewPart,
  };
}

export async function loadArtistInShop(
  ctx: CatalogReader,
  shopUrl: string,
  artistUrl: string,
): Promise<ArtistInShop> {
  const [row] = await ctx.db
    .select({ link: artistShops, shop: businesses })
    .from(artistShops)
    .innerJoin(businesses, eq(businesses.id, artistShops.businessId))
    .where(
      and(
        eq(businesses.shopUrl, shopUrl),
        isNotNull(businesses.publishedAt),
        eq(artistShops.artistUrl, artistUrl),
        stillWorkingOn(ctx.clock.now()),
      ),
    );
  if (!row) {
    throw (await findShop(ctx, shopUrl)) ? notFound('This artist') : notFound('This shop');
  }
  const [artist, shopServices] = await Promise.all([
    loadArtistDetailById(ctx, row.link.artistId),
    loadServices(ctx, { businessId: row.shop.id, artistId: row.link.artistId }),
  ]);
  return {
    artist,
    shop: shopSummaryOf(ctx, row.shop),
    membership: {
      artistUrl: row.link.artistUrl,
      kind: row.link.kind,
      startsOn: row.link.startsOn,
      endsOn: row.link.endsOn,
    },
    services: shopServices,
  };
}

export async function loadServiceDetail(
  ctx: CatalogReader,
  shopUrl: string,
  serviceId: string,
): Promise<ServiceDetail> {
  const shop = await findShop(ctx, shopUrl);
  if (!shop) throw notFound('This shop');
  const [[service], reviewPart] = await Promise.all([
    loadServices(ctx, { businessId: shop.id, serviceId }),
    loadReviews(ctx, { serviceId }),
  ]);
  if (!service) throw notFound('This service');
  return { service, shop: shopSummaryOf(ctx, shop), ...reviewPart };
}

/** A service by id, active or not, for staff answers. */
export async function loadServiceView(ctx: CatalogReader, serviceId: string): Promise<ServiceView> {
  const [service] = await loadServices(ctx, { serviceId, includeInactive: true });
  if (!service) throw notFound('This service');
  return service;
}
