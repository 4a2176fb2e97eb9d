import type {
  BooksWindowState,
  BooksWindowView,
  OpenBooksWindowBody,
  PublicBooksView,
} from '@linework/contract/books-windows';
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { isStaff, type Member, requireArtistAtShop } from '../business/access.ts';
import type { Database, Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { booksWindowPlaces, booksWindows } from '../db/schema/books-windows.ts';
import { artists, businesses } from '../db/schema/catalog.ts';
import type { Deps } from '../deps.ts';
import { DomainError, fieldError, notFound } from '../domain/errors.ts';

type Ctx = Pick<Deps, 'db' | 'clock'>;
type Window = typeof booksWindows.$inferSelect;

// Books open with a cap (issue 29). A request naming the artist takes a place with one conditional
// update of the window's counter: PostgreSQL locks the row, so a crowd is served one at a time and
// the update matches only while there is room; the check constraint stands behind it.

export function stateOf(w: Window, now: Date): BooksWindowState {
  if ((w.closedAt && w.closedAt <= now) || w.closesAt <= now) return 'ended';
  if (w.opensAt > now) return 'upcoming';
  return w.taken >= w.cap ? 'full' : 'open';
}

const viewOf = (w: Window, artistName: string, now: Date): BooksWindowView => ({
  id: w.id,
  artistId: w.artistId,
  artistName,
  opensAt: w.opensAt.toISOString(),
  closesAt: (w.closedAt && w.closedAt < w.closesAt ? w.closedAt : w.closesAt).toISOString(),
  cap: w.cap,
  taken: w.taken,
  placesLeft: Math.max(0, w.cap - w.taken),
  state: stateOf(w, now),
});

async function windowsWhere(ctx: Ctx, db: Database | Transaction, where: ReturnType<typeof and>) {
  const rows = await db
    .select({ window: booksWindows, artistName: artists.displayName })
    .from(booksWindows)
    .innerJoin(artists, eq(artists.id, booksWindows.artistId))
    .where(where)
    .orderBy(desc(booksWindows.opensAt))
    .limit(50);
  const now = ctx.clock.now();
  return rows.map((r) => viewOf(r.window, r.artistName, now));
}

/** The studio's windows, newest first: the whole shop's for the owner and desk, an artist's own. */
export async function listBooksWindows(ctx: Ctx, member: Member, artistId?: string) {
  const own = isStaff(member) ? artistId : (member.artistId ?? '');
  return windowsWhere(
    ctx,
    ctx.db,
    and(
      eq(booksWindows.businessId, member.businessId),
      own === undefined ? undefined : eq(booksWindows.artistId, own),
    ),
  );
}

/** Open an artist's books at the shop from one moment to another for at most `cap` requests. */
export async function openBooksWindow(ctx: Ctx, member: Member, userId: string, body: OpenBooksWindowBody) {
  await requireArtistAtShop(ctx, member, body.artistId);
  const now = ctx.clock.now();
  const opensAt = new Date(body.opensAt);
  const closesAt = new Date(body.closesAt);
  if (closesAt <= now) throw fieldError('body.closesAt', 'Choose a closing time still to come.');
  return ctx.db.transaction(async (tx) => {
    // One window at a time per artist and shop: the artist's row is locked so two at once cannot overlap.
    await tx.execute(sql`select id from ${artists} where id = ${body.artistId} for update`);
    const [overlap] = await tx
      .select()
      .from(booksWindows)
      .where(
        and(
          eq(booksWindows.businessId, member.businessId),
          eq(booksWindows.artistId, body.artistId),
          isNull(booksWindows.closedAt),
          gt(booksWindows.closesAt, opensAt),
          sql`${booksWindows.opensAt} < ${closesAt}`,
        ),
      )
      .limit(1);
    if (overlap) {
      throw fieldError(
        'body.opensAt',
        'These books overlap a window already opened for this artist: close that one first.',
      );
    }
    const id = newId();
    await tx.insert(booksWindows).values({
      id,
      businessId: member.businessId,
      artistId: body.artistId,
      opensAt,
      closesAt,
      cap: body.cap,
      createdBy: userId,
    });
    const [view] = await windowsWhere(ctx, tx, eq(booksWindows.id, id));
    return view!;
  });
}

/** Close a window before its time; the requests already sent keep their places. */
export async function closeBooksWindow(ctx: Ctx, member: Member, windowId: string) {
  const [window] = await ctx.db
    .select()
    .from(booksWindows)
    .where(and(eq(booksWindows.id, windowId), eq(booksWindows.businessId, member.businessId)));
  if (!window) throw notFound('These books');
  if (!isStaff(member) && member.artistId !== window.artistId) throw notFound('These books');
  await requireArtistAtShop(ctx, member, window.artistId);
  const now = ctx.clock.now();
  await ctx.db
    .update(booksWindows)
    .set({ closedAt: now })
    .where(and(eq(booksWindows.id, windowId), isNull(booksWindows.closedAt)));
  const [view] = await windowsWhere(ctx, ctx.db, eq(booksWindows.id, windowId));
  return view!;
}

/** The window in effect for an artist at a published shop now, or the next one; null when none. */
export async function getArtistBooks(ctx: Ctx, shopUrl: string, artistId: string): Promise<PublicBooksView> {
  const [shop] = await ctx.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.shopUrl, shopUrl), sql`${businesses.publishedAt} is not null`));
  if (!shop) throw notFound('This shop');
  const now = ctx.clock.now();
  const [window] = await ctx.db
    .select()
    .from(booksWindows)
    .where(
      and(
        eq(booksWindows.businessId, shop.id),
        eq(booksWindows.artistId, artistId),
        isNull(booksWindows.closedAt),
        gt(booksWindows.closesAt, now),
      ),
    )
    .orderBy(asc(booksWindows.opensAt))
    .limit(1);
  if (!window) return { window: null };
  const view = viewOf(window, '', now);
  return {
    window: {
      state: view.state,
      opensAt: view.opensAt,
      closesAt: view.closesAt,
      cap: view.cap,
      placesLeft: view.placesLeft,
    },
  };
}

/**
 * Inside a request's transaction: when the artist's books at the shop are open with a cap now, takes
 * the next place (or refuses with BOOKS_FULL once they are full). Without such a window, no cap
 * applies and nothing is written.
 */
export async function takeBooksPlace(
  tx: Transaction,
  now: Date,
  businessId: string,
  artistId: string,
  requestId: string,
) {
  const inEffect = and(
    eq(booksWindows.businessId, businessId),
    eq(booksWindows.artistId, artistId),
    isNull(booksWindows.closedAt),
    lte(booksWindows.opensAt, now),
    gt(booksWindows.closesAt, now),
  );
  const [taken] = await tx
    .update(booksWindows)
    .set({ taken: sql`${booksWindows.taken} + 1` })
    .where(and(inEffect, sql`${booksWindows.taken} < ${booksWindows.cap}`))
    .returning({ id: booksWindows.id, place: booksWindows.taken, cap: booksWindows.cap });
  if (taken) {
    await tx.insert(booksWindowPlaces).values({ requestId, windowId: taken.id, place: taken.place });
    return taken;
  }
  const [full] = await tx.select({ id: booksWindows.id }).from(booksWindows).where(inEffect).limit(1);
  if (full) {
    throw new DomainError(
      'BOOKS_FULL',
      'Books closed: full. This artist has taken as many requests as they opened for.',
    );
  }
  return null;
}

/** The places of these requests in their windows, with each window's cap. */
export async function placesOf(db: Database, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({ requestId: booksWindowPlaces.requestId, place: booksWindowPlaces.place, cap: booksWindows.cap })
    .from(booksWindowPlaces)
    .innerJoin(booksWindows, eq(booksWindows.id, booksWindowPlaces.windowId))
    .where(inArray(booksWindowPlaces.requestId, requestIds));
}
