import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The development text-message outbox: every SMS the product would have sent, like the dev mailbox. */
export const smsMessages = pgTable('sms_messages', {
  id: text('id').primaryKey(),
  to: text('to').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
