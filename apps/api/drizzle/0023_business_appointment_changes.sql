-- A shop's live day (docs/decisions/027): every change of an appointment, of its payments, its
-- waiver or its check-in is announced by the database itself on channel business_appointments as
-- '<business id>,<artist id>,<appointment id>', whichever code path (or person at psql) made it.
-- Within one transaction PostgreSQL folds identical notifications into one, sent at commit.
CREATE FUNCTION announce_business_appointment_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  appointment_ref text := to_jsonb(NEW) ->> CASE WHEN TG_TABLE_NAME = 'appointments' THEN 'id' ELSE 'appointment_id' END;
  business_ref text;
  artist_ref text;
BEGIN
  IF appointment_ref IS NULL THEN RETURN NULL; END IF;
  SELECT business_id, artist_id INTO business_ref, artist_ref FROM appointments WHERE id = appointment_ref;
  IF business_ref IS NOT NULL THEN
    PERFORM pg_notify('business_appointments', business_ref || ',' || artist_ref || ',' || appointment_ref);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_announce_to_business
  AFTER INSERT OR UPDATE ON appointments
  FOR EACH ROW EXECUTE FUNCTION announce_business_appointment_change();
--> statement-breakpoint
CREATE TRIGGER payments_announce_to_business
  AFTER INSERT OR UPDATE ON payments
  FOR EACH ROW EXECUTE FUNCTION announce_business_appointment_change();
--> statement-breakpoint
CREATE TRIGGER waiver_sessions_announce_to_business
  AFTER INSERT OR UPDATE ON waiver_sessions
  FOR EACH ROW EXECUTE FUNCTION announce_business_appointment_change();
--> statement-breakpoint
CREATE TRIGGER signed_waivers_announce_to_business
  AFTER INSERT ON signed_waivers
  FOR EACH ROW EXECUTE FUNCTION announce_business_appointment_change();
