import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A stored file: declared first (status pending), then its bytes checked and kept (status stored). */
export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
  path: text('path').notNull().unique(),
  contentType: text('content_type').notNull(),
  declaredSize: bigint('declared_size', { mode: 'number' }).notNull(),
  size: bigint('size', { mode: 'number' }),
  isPublic: boolean('is_public').notNull().default(false),
  status: text('status', { enum: ['pending', 'stored'] })
    .notNull()
    .default('pending'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
