-- Offered times (answers to tattoo requests) occupy the artist's time like holds do, so the
-- exclusion constraint must cover the new status `offered` too: a normal booking, another offer or
-- a move can never land on a time that is still on offer. A constraint cannot be altered in place.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("artist_id" WITH =, tstzrange("blocked_from", "blocked_until", '[)') WITH &&)
  WHERE ("status" IN ('held', 'pending_deposit', 'confirmed', 'checked_in', 'offered'));
