import type { ManagedPages, MyBusiness } from '@linework/contract/users';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { artistShops, artists, businesses, businessMembers } from '../db/schema/catalog.ts';

const staffRoles = ['owner', 'staff'] as const;

/**
 * The shops this person runs (owner or staff) and the artists whose pages they look after: their
 * own artist profile, and every artist of a shop they run (who may manage them: business/access.ts).
 */
export async function managedPages(db: Database, userId: string): Promise<ManagedPages> {
  const runs = and(eq(businessMembers.userId, userId), inArray(businessMembers.role, staffRoles));
  const shops = await db
    .select({ shopUrl: businesses.shopUrl })
    .from(businessMembers)
    .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .where(runs);
  const ownArtistIds = db
    .select({ id: businessMembers.artistId })
    .from(businessMembers)
    .where(eq(businessMembers.userId, userId));
  const shopArtistIds = db
    .select({ id: artistShops.artistId })
    .from(artistShops)
    .innerJoin(businessMembers, eq(businessMembers.businessId, artistShops.businessId))
    .where(runs);
  const managed = await db
    .selectDistinct({ urlPath: artists.urlPath })
    .from(artists)
    .where(
      or(eq(artists.userId, userId), inArray(artists.id, ownArtistIds), inArray(artists.id, shopArtistIds)),
    );
  return {
    shopUrls: shops.map((s) => s.shopUrl).sort(),
    artistUrlPaths: managed.map((a) => a.urlPath).sort(),
  };
}

/** Every business this person works at and their role there, by name: the studio's business picker. */
export async function myBusinesses(db: Database, userId: string): Promise<MyBusiness[]> {
  return db
    .select({
      businessId: businesses.id,
      name: businesses.name,
      shopUrl: businesses.shopUrl,
      timeZone: businesses.timeZone,
      currency: businesses.currency,
      role: businessMembers.role,
      artistId: businessMembers.artistId,
    })
    .from(businessMembers)
    .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .where(eq(businessMembers.userId, userId))
    .orderBy(asc(businesses.name));
}
