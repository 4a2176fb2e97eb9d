import type { DateHours, DateInterval } from '@linework/contract/staff-booking';
import { and, asc, eq, gte } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { newId } from '../db/ids.ts';
import { artistShops, workingHourExceptions } from '../db/schema/catalog.ts';
import type { Deps } from '../deps.ts';
import { DomainError, notFound } from '../domain/errors.ts';
import { shopTimeZone } from './artist-settings.ts';

// Different hours on a date: an artist's hours at one shop on one date of the shop's calendar,
// replacing that weekday's weekly hours there (availability reads them in
// `availability/context.ts`). The database announces every change to the availability answers
// (migration 0024's trigger), so customers see the new times at once.

type ArtistShop = typeof artistShops.$inferSelect;
type Row = typeof workingHourExceptions.$inferSelect;

const listLimit = 500;

const todayIn = ({ clock }: Pick<Deps, 'clock'>, timeZone: string) =>
  DateTime.fromJSDate(clock.now(), { zone: timeZone }).toISODate()!;

/** Rows sorted by date and start, as one entry per date. */
function byDate(rows: Row[]): DateHours[] {
  const dates: DateHours[] = [];
  for (const row of rows) {
    const interval = { opens: row.startTime, closes: row.endTime };
    const last = dates.at(-1);
    if (last?.date === row.date) last.intervals.push(interval);
    else dates.push({ date: row.date, intervals: [interval] });
  }
  return dates;
}

/** The artist's dates with different hours at the shop, from today on in the shop's calendar. */
export async function listDateHours({ db, clock }: Pick<Deps, 'db' | 'clock'>, link: ArtistShop) {
  const timeZone = await shopTimeZone({ db }, link);
  const rows = await db
    .select()
    .from(workingHourExceptions)
    .where(
      and(
        eq(workingHourExceptions.artistShopId, link.id),
        gte(workingHourExceptions.date, todayIn({ clock }, timeZone)),
      ),
    )
    .orderBy(asc(workingHourExceptions.date), asc(workingHourExceptions.startTime))
    .limit(listLimit);
  return { artistId: link.artistId, timeZone, dates: byDate(rows) };
}

/**
 * Sets the whole of one date's hours, in one transaction behind the lock on the artist's row at the
 * shop (as the week's editor takes it), so two people saving the same date end with one list or the
 * other. Booked appointments outside the new hours stay: the shop moves or cancels them.
 */
export async function replaceDateHours(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  link: ArtistShop,
  date: string,
  intervals: DateInterval[],
): Promise<DateHours> {
  const timeZone = await shopTimeZone({ db }, link);
  const refuse = (message: string) =>
    new DomainError('VALIDATION_FAILED', message, { fields: { 'params.date': message } });
  if (date < todayIn({ clock }, timeZone)) throw refuse('This date has passed. Pick today or a later date.');
  // A guest is bookable on the guest spot's days only: hours on another date would never show.
  const { startsOn, endsOn } = link;
  if (startsOn && endsOn && (date < startsOn || date > endsOn)) {
    throw refuse(`This guest spot runs from ${startsOn} to ${endsOn}: pick a date in it.`);
  }
  const sorted = [...intervals].sort((a, b) => (a.opens < b.opens ? -1 : 1));
  await db.transaction(async (tx) => {
    await tx
      .select({ id: artistShops.id })
      .from(artistShops)
      .where(eq(artistShops.id, link.id))
      .for('update');
    await tx
      .delete(workingHourExceptions)
      .where(and(eq(workingHourExceptions.artistShopId, link.id), eq(workingHourExceptions.date, date)));
    await tx.insert(workingHourExceptions).values(
      sorted.map((i) => ({
        id: newId(),
        artistShopId: link.id,
        date,
        startTime: i.opens,
        endTime: i.closes,
      })),
    );
  });
  return { date, intervals: sorted.map(({ opens, closes }) => ({ opens, closes })) };
}

/** Back to the weekly hours on that date. */
export async function removeDateHours({ db }: Pick<Deps, 'db'>, link: ArtistShop, date: string) {
  const removed = await db
    .delete(workingHourExceptions)
    .where(and(eq(workingHourExceptions.artistShopId, link.id), eq(workingHourExceptions.date, date)))
    .returning({ id: workingHourExceptions.id });
  if (removed.length === 0) throw notFound('Different hours on this date');
}
