import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The development mailbox: every email the product would have sent, kept for people and tests to read. */
export const mailMessages = pgTable('mail_messages', {
  id: text('id').primaryKey(),
  /** The Message-ID the sender gave; a message whose id is already here was delivered before. */
  messageId: text('message_id').unique(),
  to: text('to').notNull(),
  from: text('from').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
  attachments: jsonb('attachments')
    .$type<{ filename: string; contentType: string; contentBase64: string }[]>()
    .notNull()
    .default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
