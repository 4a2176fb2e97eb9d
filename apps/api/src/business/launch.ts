import type {
  BusinessShop,
  CreateBusinessBody,
  PublishChecklist,
  ShopUrlCheck,
} from '@linework/contract/business';
import { slug } from '@linework/contract/catalog';
import type { MyBusiness } from '@linework/contract/users';
import { eq, sql } from 'drizzle-orm';
import { type CatalogReader, loadServices, shopDetailOf } from '../catalog/details.ts';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import {
  artistShops,
  businesses,
  businessMembers,
  type ShopPolicies,
  serviceArtists,
  services,
  workingHours,
} from '../db/schema/catalog.ts';
import type { Deps } from '../deps.ts';
import { DomainError, isPgError, notFound, pgErrors } from '../domain/errors.ts';

/** What a new shop starts with until its owner writes its own policies. */
export const startingPolicies: ShopPolicies = {
  cancellationNoticeHours: 48,
  rescheduleNoticeHours: 24,
  reschedulesAllowed: 1,
  noShow: 'If you do not come, the deposit is kept.',
  deposit: 'A deposit secures your time and comes off the final price.',
};

/** Addresses that would shadow a page of the app or that nobody should get by accident. */
const reservedShopUrls = new Set(['new', 'admin', 'studio', 'linework', 'api', 'v1', 'search']);

const shopUrlTaken = (shopUrl: string) =>
  new DomainError('URL_TAKEN', `The shop address shop/${shopUrl} is already taken. Pick another one.`, {
    fields: { 'body.shopUrl': 'Already taken' },
  });

/** Whether a shop address can still be had, and if not, why, in words for the form. */
export async function checkShopUrl({ db }: Pick<Deps, 'db'>, candidate: string): Promise<ShopUrlCheck> {
  const parsed = slug.safeParse(candidate);
  if (!parsed.success) {
    return {
      shopUrl: candidate,
      free: false,
      problem: parsed.error.issues[0]?.message ?? 'Not a valid address',
    };
  }
  const shopUrl = parsed.data;
  if (reservedShopUrls.has(shopUrl)) return { shopUrl, free: false, problem: 'This address is reserved' };
  const [row] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.shopUrl, shopUrl));
  return { shopUrl, free: !row, problem: row ? 'Already taken' : null };
}

/**
 * A new business, not yet published, with its creator as its owner. The unique shop address is the
 * arbiter when two people race for the same one.
 */
export async function createBusiness(
  { db }: Pick<Deps, 'db'>,
  userId: string,
  body: CreateBusinessBody,
): Promise<MyBusiness> {
  if (reservedShopUrls.has(body.shopUrl)) throw shopUrlTaken(body.shopUrl);
  const id = newId();
  try {
    await db.transaction(async (tx) => {
      await tx.insert(businesses).values({
        id,
        shopUrl: body.shopUrl,
        name: body.name,
        addressLine: body.addressLine,
        city: body.city,
        region: body.region ?? null,
        postalCode: body.postalCode ?? null,
        country: body.country,
        latitude: body.latitude,
        longitude: body.longitude,
        timeZone: body.timeZone,
        currency: body.currency,
        policies: startingPolicies,
        // Open when its artists work, until the owner says otherwise (catalog/team-hours.ts).
        hoursFromTeam: true,
        publishedAt: null,
      });
      await tx.insert(businessMembers).values({ id: newId(), businessId: id, userId, role: 'owner' });
    });
  } catch (error) {
    if (isPgError(error, pgErrors.uniqueViolation)) throw shopUrlTaken(body.shopUrl);
    throw error;
  }
  return {
    businessId: id,
    name: body.name,
    shopUrl: body.shopUrl,
    timeZone: body.timeZone,
    currency: body.currency,
    role: 'owner',
    artistId: null,
  };
}

/** What the shop still lacks before customers can book it. */
export async function publishChecklist(db: Database, businessId: string): Promise<PublishChecklist> {
  const [row] = await db
    .execute<{ has_hours: boolean; has_service: boolean }>(sql`
    select
      exists (select 1 from ${artistShops} ash join ${workingHours} wh on wh.artist_shop_id = ash.id
              where ash.business_id = ${businessId}) as has_hours,
      exists (select 1 from ${services} s join ${serviceArtists} sa on sa.service_id = s.id
              join ${artistShops} ash on ash.artist_id = sa.artist_id and ash.business_id = s.business_id
              where s.business_id = ${businessId} and s.active) as has_service
  `)
    .then((r) => (r as unknown as { rows: { has_hours: boolean; has_service: boolean }[] }).rows);
  return { hasArtistWithHours: Boolean(row?.has_hours), hasService: Boolean(row?.has_service) };
}

/**
 * Puts the shop live: search and its pages know it from now on. It needs an artist with working
 * hours and a service someone offers, or customers would find a shop they cannot book.
 */
export async function publishBusiness({ db }: Pick<Deps, 'db'>, businessId: string) {
  const checklist = await publishChecklist(db, businessId);
  const missing = [
    !checklist.hasArtistWithHours && 'an artist with working hours',
    !checklist.hasService && 'a service that one of its artists offers',
  ].filter(Boolean);
  if (missing.length) {
    throw new DomainError(
      'POLICY_VIOLATION',
      `Before it goes live, the shop needs ${missing.join(' and ')}.`,
      {
        checklist,
      },
    );
  }
  const [published] = await db
    .update(businesses)
    .set({ publishedAt: sql`coalesce(${businesses.publishedAt}, now())` })
    .where(eq(businesses.id, businessId))
    .returning({ publishedAt: businesses.publishedAt });
  if (!published?.publishedAt) throw notFound('This business');
  return { publishedAt: published.publishedAt.toISOString() };
}

/** The shop as its own people see it, published or not, with every service. */
export async function loadBusinessShop(ctx: CatalogReader, businessId: string): Promise<BusinessShop> {
  const [b] = await ctx.db.select().from(businesses).where(eq(businesses.id, businessId));
  if (!b) throw notFound('This business');
  const [shop, allServices, checklist] = await Promise.all([
    shopDetailOf(ctx, b),
    loadServices(ctx, { businessId, includeInactive: true }),
    publishChecklist(ctx.db, businessId),
  ]);
  return {
    shop,
    publishedAt: b.publishedAt?.toISOString() ?? null,
    services: allServices,
    checklist,
    profile: {
      name: b.name,
      addressLine: b.addressLine,
      city: b.city,
      region: b.region,
      postalCode: b.postalCode,
      country: b.country,
      latitude: b.latitude,
      longitude: b.longitude,
      instagram: b.instagram,
    },
  };
}
