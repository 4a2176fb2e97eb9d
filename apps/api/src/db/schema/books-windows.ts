import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { artists, businesses } from './catalog.ts';
import { tattooRequests } from './requests.ts';
import { users } from './users.ts';

// Books open with a cap (issue 29): an artist takes requests at a shop from one moment to another,
// at most `cap` of them. `taken` is the counter a request moves with one conditional update (its row
// lock orders a crowd), and the check constraint keeps it within the cap whatever happens.

export const booksWindows = pgTable(
  'books_windows',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    artistId: text('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    cap: integer('cap').notNull(),
    taken: integer('taken').notNull().default(0),
    /** Closed by hand before its time. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('books_windows_artist_idx').on(t.businessId, t.artistId, t.closesAt),
    check('books_windows_order', sql`${t.opensAt} < ${t.closesAt}`),
    check('books_windows_cap_positive', sql`${t.cap} > 0`),
    check('books_windows_taken_within_cap', sql`${t.taken} >= 0 AND ${t.taken} <= ${t.cap}`),
  ],
);

/** A request's place in the window it was sent in: 1 for the first, never past the cap. */
export const booksWindowPlaces = pgTable(
  'books_window_places',
  {
    requestId: text('request_id')
      .primaryKey()
      .references(() => tattooRequests.id, { onDelete: 'cascade' }),
    windowId: text('window_id')
      .notNull()
      .references(() => booksWindows.id, { onDelete: 'cascade' }),
    place: integer('place').notNull(),
  },
  (t) => [unique('books_window_places_place_unique').on(t.windowId, t.place)],
);
