import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { artists, businesses, portfolioImages, services } from '../db/schema/catalog.ts';
import { flashDesigns, flashDropItems, flashDrops, flashSizes } from '../db/schema/flash.ts';
import { scheduleDropAnnouncement } from '../flash/drop-announcement.ts';

const hour = 3_600_000;

/** Whose flash the demo shows, at North Star, booked through its "Flash piece" service. */
const sheets = [
  {
    urlPath: 'jules-moreau',
    titles: ['Swallow', 'Dagger and rose', 'Moth', 'Fern'],
    // Jules's one-offs drop in three days, followers first for an hour.
    drop: { title: 'Friday the 13th flash', opensIn: 3 * 24 * hour, followersFor: hour },
  },
  {
    urlPath: 'rina-sato',
    titles: ['Mandala', 'Koi', 'Panther', 'Ship'],
    // Rina's drop opened an hour ago: its one-offs can be claimed now.
    drop: { title: 'Dotwork one-offs', opensIn: -hour, followersFor: 0 },
  },
] as const;

/**
 * Demo flash (issue 29): a sheet of four designs each for Jules and Rina at North Star, drawn on
 * their portfolio pictures (every second one a one-off), Jules's one-offs in an upcoming drop and
 * Rina's in an open one, so both sides of a drop page can be seen.
 */
export async function insertDemoFlash(db: Database, now: Date) {
  const [shop] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.shopUrl, 'north-star-tattoo'));
  if (!shop) return;
  const [service] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.businessId, shop.id), eq(services.name, 'Flash piece')));
  if (!service) return;
  for (const sheet of sheets) {
    const [artist] = await db
      .select({ id: artists.id })
      .from(artists)
      .where(eq(artists.urlPath, sheet.urlPath));
    if (!artist) continue;
    const pictures = await db
      .select({ path: portfolioImages.path })
      .from(portfolioImages)
      .where(eq(portfolioImages.artistId, artist.id))
      .orderBy(asc(portfolioImages.sortOrder))
      .limit(sheet.titles.length);
    const oneOffs: string[] = [];
    for (const [i, picture] of pictures.entries()) {
      const id = newId();
      const repeatable = i % 2 === 0;
      if (!repeatable) oneOffs.push(id);
      await db.insert(flashDesigns).values({
        id,
        businessId: shop.id,
        artistId: artist.id,
        serviceId: service.id,
        title: sheet.titles[i]!,
        picturePath: picture.path,
        placementNotes: repeatable ? 'Forearm, calf or thigh' : 'Best on the upper arm',
        repeatable,
        createdAt: new Date(now.getTime() - (pictures.length - i) * 60_000),
      });
      await db.insert(flashSizes).values([
        { id: newId(), designId: id, label: 'Palm', durationMinutes: 60, priceAmount: 12000, position: 0 },
        { id: newId(), designId: id, label: 'Hand', durationMinutes: 120, priceAmount: 20000, position: 1 },
      ]);
    }
    if (oneOffs.length === 0) continue;
    const dropId = newId();
    const opensAt = new Date(now.getTime() + sheet.drop.opensIn);
    await db.insert(flashDrops).values({
      id: dropId,
      businessId: shop.id,
      artistId: artist.id,
      title: sheet.drop.title,
      opensAt,
      followersUntil: sheet.drop.followersFor ? new Date(opensAt.getTime() + sheet.drop.followersFor) : null,
      perCustomerLimit: 1,
      holdMinutes: 10,
    });
    await db
      .insert(flashDropItems)
      .values(oneOffs.map((designId, position) => ({ id: newId(), dropId, designId, stock: 1, position })));
    // The upcoming drop is announced to followers when it opens, as a studio's would be.
    if (opensAt > now) await scheduleDropAnnouncement(db, { id: dropId, opensAt });
  }
}
