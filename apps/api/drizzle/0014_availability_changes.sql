-- Every instance keeps computed availability answers until something they depend on changes. The
-- database announces each such change itself, whichever code path (or person at psql) made it, on
-- channel availability_changed: the artist's id, or '' when the change may touch any artist. Within
-- one transaction PostgreSQL folds identical notifications into one, sent at commit.
CREATE FUNCTION announce_availability_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  after_row jsonb := to_jsonb(NEW);
  before_row jsonb := to_jsonb(OLD);
  artist_after text := after_row ->> 'artist_id';
  artist_before text := before_row ->> 'artist_id';
BEGIN
  IF TG_TABLE_NAME = 'working_hours' THEN
    SELECT artist_id INTO artist_after FROM artist_shops
      WHERE id = coalesce(after_row, before_row) ->> 'artist_shop_id';
    artist_before := artist_after;
  END IF;
  IF artist_after IS NULL AND artist_before IS NULL THEN
    PERFORM pg_notify('availability_changed', '');
  ELSE
    IF artist_after IS NOT NULL THEN PERFORM pg_notify('availability_changed', artist_after); END IF;
    IF artist_before IS DISTINCT FROM artist_after AND artist_before IS NOT NULL THEN
      PERFORM pg_notify('availability_changed', artist_before);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_announce_availability
  AFTER INSERT OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION announce_availability_change();
--> statement-breakpoint
CREATE TRIGGER appointments_announce_availability_update
  AFTER UPDATE ON appointments
  FOR EACH ROW
  WHEN (
    (OLD.artist_id, OLD.status, OLD.hold_expires_at, OLD.blocked_from, OLD.blocked_until)
    IS DISTINCT FROM (NEW.artist_id, NEW.status, NEW.hold_expires_at, NEW.blocked_from, NEW.blocked_until)
  )
  EXECUTE FUNCTION announce_availability_change();
--> statement-breakpoint
CREATE TRIGGER time_off_announce_availability
  AFTER INSERT OR UPDATE OR DELETE ON time_off
  FOR EACH ROW EXECUTE FUNCTION announce_availability_change();
--> statement-breakpoint
CREATE TRIGGER working_hours_announce_availability
  AFTER INSERT OR UPDATE OR DELETE ON working_hours
  FOR EACH ROW EXECUTE FUNCTION announce_availability_change();
--> statement-breakpoint
CREATE TRIGGER artist_shops_announce_availability
  AFTER INSERT OR UPDATE OR DELETE ON artist_shops
  FOR EACH ROW EXECUTE FUNCTION announce_availability_change();
--> statement-breakpoint
CREATE TRIGGER service_artists_announce_availability
  AFTER INSERT OR UPDATE OR DELETE ON service_artists
  FOR EACH ROW EXECUTE FUNCTION announce_availability_change();
--> statement-breakpoint
-- A service's length or being offered, a shop's time zone or address: any artist, at once.
CREATE TRIGGER services_announce_availability
  AFTER INSERT OR UPDATE OR DELETE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION announce_availability_change();
--> statement-breakpoint
CREATE TRIGGER businesses_announce_availability
  AFTER UPDATE OF time_zone, shop_url OR DELETE ON businesses
  FOR EACH STATEMENT EXECUTE FUNCTION announce_availability_change();
