CREATE TABLE "working_hour_exceptions" (
	"id" text PRIMARY KEY NOT NULL,
	"artist_shop_id" text NOT NULL,
	"date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "working_hour_exceptions" ADD CONSTRAINT "working_hour_exceptions_artist_shop_id_artist_shops_id_fk" FOREIGN KEY ("artist_shop_id") REFERENCES "public"."artist_shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "working_hour_exceptions_date_idx" ON "working_hour_exceptions" USING btree ("artist_shop_id","date");--> statement-breakpoint
-- A date's own hours change free times like the week's do (migration 0014): announce the artist of
-- the row's artist_shop_id.
CREATE OR REPLACE FUNCTION announce_availability_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  after_row jsonb := to_jsonb(NEW);
  before_row jsonb := to_jsonb(OLD);
  artist_after text := after_row ->> 'artist_id';
  artist_before text := before_row ->> 'artist_id';
BEGIN
  IF TG_TABLE_NAME IN ('working_hours', 'working_hour_exceptions') THEN
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
CREATE TRIGGER working_hour_exceptions_announce_availability
  AFTER INSERT OR UPDATE OR DELETE ON working_hour_exceptions
  FOR EACH ROW EXECUTE FUNCTION announce_availability_change();
