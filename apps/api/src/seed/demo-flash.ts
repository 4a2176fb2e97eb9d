import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { artistShops, portfolioImages, serviceArtists, services } from '../db/schema/catalog.ts';
import { flashDesigns, flashDropItems, flashDrops, flashSizes } from '../db/schema/flash.ts';

const titles = ['Swallow', 'Dagger and rose', 'Moth', 'Koi', 'Panther', 'Ship'];

/**
 * Demo flash (issue 29): a sheet of designs for the first two artists that offer a service at a
 * shop, drawn on their portfolio pictures, and an upcoming drop of the first artist's one-offs.
 */
export async function insertDemoFlash(db: Database, now: Date) {
  const links = await db
    .select({ artistId: artistShops.artistId, businessId: artistShops.businessId, serviceId: services.id })
    .from(artistShops)
    .innerJoin(serviceArtists, eq(serviceArtists.artistId, artistShops.artistId))
    .innerJoin(
      services,
      and(
        eq(services.id, serviceArtists.serviceId),
        eq(services.businessId, artistShops.businessId),
        eq(services.requiresRequest, false),
      ),
    )
    .orderBy(asc(artistShops.id));
  const chosen = links.filter((l, i) => links.findIndex((m) => m.artistId === l.artistId) === i).slice(0, 2);
  for (const [n, link] of chosen.entries()) {
    const pictures = await db
      .select({ path: portfolioImages.path })
      .from(portfolioImages)
      .where(eq(portfolioImages.artistId, link.artistId))
      .orderBy(asc(portfolioImages.sortOrder))
      .limit(4);
    const oneOffs: string[] = [];
    for (const [i, picture] of pictures.entries()) {
      const id = newId();
      const repeatable = i % 2 === 0;
      if (!repeatable) oneOffs.push(id);
      await db.insert(flashDesigns).values({
        id,
        businessId: link.businessId,
        artistId: link.artistId,
        serviceId: link.serviceId,
        title: titles[(n * 3 + i) % titles.length]!,
        picturePath: picture.path,
        placementNotes: i % 2 === 0 ? 'Forearm, calf or thigh' : 'Best on the upper arm',
        repeatable,
      });
      await db.insert(flashSizes).values([
        { id: newId(), designId: id, label: 'Palm', durationMinutes: 60, priceAmount: 12000, position: 0 },
        { id: newId(), designId: id, label: 'Hand', durationMinutes: 120, priceAmount: 20000, position: 1 },
      ]);
    }
    if (n === 0 && oneOffs.length > 0) {
      const dropId = newId();
      await db.insert(flashDrops).values({
        id: dropId,
        businessId: link.businessId,
        artistId: link.artistId,
        title: 'Friday the 13th flash',
        opensAt: new Date(now.getTime() + 3 * 24 * 3_600_000),
        followersUntil: new Date(now.getTime() + 3 * 24 * 3_600_000 + 3_600_000),
        perCustomerLimit: 1,
        holdMinutes: 10,
      });
      await db
        .insert(flashDropItems)
        .values(oneOffs.map((designId, position) => ({ id: newId(), dropId, designId, stock: 1, position })));
    }
  }
}
