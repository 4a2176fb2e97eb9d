ALTER TABLE "businesses" ADD COLUMN "hours_from_team" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A shop with no opening hours of its own (started in the studio, hours never set) follows its team's
-- hours from now on (catalog/team-hours.ts), starting with the hours its artists work today.
UPDATE "businesses" b SET "hours_from_team" = true, "hours" = coalesce((
  SELECT jsonb_agg(jsonb_build_object('weekday', d.weekday, 'opens', d.opens, 'closes', d.closes) ORDER BY d.weekday)
  FROM (
    SELECT wh."weekday", min(wh."start_time") AS opens, max(wh."end_time") AS closes
    FROM "working_hours" wh JOIN "artist_shops" s ON s."id" = wh."artist_shop_id"
    WHERE s."business_id" = b."id"
    GROUP BY wh."weekday"
  ) d
), '[]'::jsonb)
WHERE b."hours" = '[]'::jsonb;
