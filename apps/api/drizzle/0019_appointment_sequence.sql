ALTER TABLE "appointments" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Calendar files already sent carried the reschedule count (one more once cancelled) as SEQUENCE: start from there, so the next one is newer.
UPDATE "appointments" SET "sequence" = "reschedule_count" + CASE WHEN "status" = 'cancelled' THEN 1 ELSE 0 END;
