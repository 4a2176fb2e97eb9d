import { index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';
import { businesses } from './catalog.ts';
import { users } from './users.ts';

/**
 * What the studio tells one member of a shop's team, e.g. a new booking; read once they open their
 * notices. One per person and appointment and kind, so a retried job cannot write it twice.
 */
export const shopNotices = pgTable(
  'shop_notices',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['new_booking'] }).notNull(),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    unique('shop_notices_once').on(t.userId, t.appointmentId, t.kind),
    index('shop_notices_member_recent_idx').on(t.businessId, t.userId, t.createdAt),
  ],
);
