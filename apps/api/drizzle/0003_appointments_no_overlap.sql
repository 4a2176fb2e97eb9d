-- Two live appointments or holds of one artist never overlap, buffers included: the database
-- decides every race, whatever the application checked before.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap"
  EXCLUDE USING gist ("artist_id" WITH =, tstzrange("blocked_from", "blocked_until", '[)') WITH &&)
  WHERE ("status" IN ('held', 'pending_deposit', 'confirmed', 'checked_in'));
