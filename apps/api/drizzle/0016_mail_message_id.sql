ALTER TABLE "mail_messages" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_message_id_unique" UNIQUE("message_id");