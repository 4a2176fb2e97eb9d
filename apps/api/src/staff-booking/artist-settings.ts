import type {
  ArtistHours,
  BookingSettings,
  UpdateBookingSettingsBody,
  WorkingInterval,
} from '@linework/contract/staff-booking';
import { asc, eq } from 'drizzle-orm';
import { announceCatalogChange } from '../catalog/read-cache.ts';
import { followTeamHours } from '../catalog/team-hours.ts';
import { newId } from '../db/ids.ts';
import { artistShops, businesses, workingHours } from '../db/schema/catalog.ts';
import type { Deps } from '../deps.ts';
import { DomainError } from '../domain/errors.ts';

type ArtistShop = typeof artistShops.$inferSelect;

// An artist's weekly hours and booking settings at one shop. The database announces every change of
// either to the availability answers (migration 0014's triggers), so the free times follow at once.

/** The IANA time zone of the shop an artist's row belongs to: the zone of its hours and dates. */
export async function shopTimeZone({ db }: Pick<Deps, 'db'>, link: ArtistShop) {
  const [shop] = await db
    .select({ timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, link.businessId));
  return shop!.timeZone;
}

export async function readHours({ db }: Pick<Deps, 'db'>, link: ArtistShop): Promise<ArtistHours> {
  const timeZone = await shopTimeZone({ db }, link);
  const rows = await db
    .select()
    .from(workingHours)
    .where(eq(workingHours.artistShopId, link.id))
    .orderBy(asc(workingHours.weekday), asc(workingHours.startTime));
  return {
    artistId: link.artistId,
    timeZone,
    intervals: rows.map((r) => ({ weekday: r.weekday, opens: r.startTime, closes: r.endTime })),
  };
}

/**
 * Replaces the whole week in one transaction. The artist's row at the shop is locked first, so two
 * editors saving at once end with one week or the other, never both merged into overlaps.
 */
export async function replaceHours({ db }: Pick<Deps, 'db'>, link: ArtistShop, intervals: WorkingInterval[]) {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: artistShops.id })
      .from(artistShops)
      .where(eq(artistShops.id, link.id))
      .for('update');
    await tx.delete(workingHours).where(eq(workingHours.artistShopId, link.id));
    if (intervals.length) {
      await tx.insert(workingHours).values(
        intervals.map((i) => ({
          id: newId(),
          artistShopId: link.id,
          weekday: i.weekday,
          startTime: i.opens,
          endTime: i.closes,
        })),
      );
    }
    await followTeamHours(tx, link.businessId);
    // The artist and shop pages show these hours: their kept copies go (on commit, on every instance).
    await announceCatalogChange(tx);
  });
}

export const settingsOf = (link: ArtistShop): BookingSettings & { artistId: string } => ({
  artistId: link.artistId,
  leadTimeMinutes: link.leadTimeMinutes,
  horizonDays: link.horizonDays,
  bufferBeforeMinutes: link.bufferBeforeMinutes,
  bufferAfterMinutes: link.bufferAfterMinutes,
  slotStepMinutes: link.slotStepMinutes,
});

/** Changes some settings; the row is locked so the check of lead time against horizon sees the latest. */
export async function updateBookingSettings(
  { db }: Pick<Deps, 'db'>,
  link: ArtistShop,
  change: UpdateBookingSettingsBody,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(artistShops).where(eq(artistShops.id, link.id)).for('update');
    const next = { ...settingsOf(current!), ...change };
    // With a lead time past the horizon no time could ever be booked.
    if (next.leadTimeMinutes >= next.horizonDays * 24 * 60) {
      const field = change.leadTimeMinutes !== undefined ? 'body.leadTimeMinutes' : 'body.horizonDays';
      const message = 'The lead time must be shorter than the booking horizon, or nothing could be booked.';
      throw new DomainError('VALIDATION_FAILED', message, { fields: { [field]: message } });
    }
    const [updated] = await tx.update(artistShops).set(change).where(eq(artistShops.id, link.id)).returning();
    return settingsOf(updated!);
  });
}
