CREATE TABLE "books_window_places" (
	"request_id" text PRIMARY KEY NOT NULL,
	"window_id" text NOT NULL,
	"place" integer NOT NULL,
	CONSTRAINT "books_window_places_place_unique" UNIQUE("window_id","place")
);
--> statement-breakpoint
CREATE TABLE "books_windows" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"artist_id" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"cap" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_windows_order" CHECK ("books_windows"."opens_at" < "books_windows"."closes_at"),
	CONSTRAINT "books_windows_cap_positive" CHECK ("books_windows"."cap" > 0),
	CONSTRAINT "books_windows_taken_within_cap" CHECK ("books_windows"."taken" >= 0 AND "books_windows"."taken" <= "books_windows"."cap")
);
--> statement-breakpoint
ALTER TABLE "books_window_places" ADD CONSTRAINT "books_window_places_request_id_tattoo_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tattoo_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books_window_places" ADD CONSTRAINT "books_window_places_window_id_books_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."books_windows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books_windows" ADD CONSTRAINT "books_windows_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books_windows" ADD CONSTRAINT "books_windows_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books_windows" ADD CONSTRAINT "books_windows_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "books_windows_artist_idx" ON "books_windows" USING btree ("business_id","artist_id","closes_at");