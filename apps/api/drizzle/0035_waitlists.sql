CREATE TABLE "waitlist_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"artist_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"service_id" text NOT NULL,
	"flash_design_id" text,
	"flash_size_id" text,
	"duration_minutes" integer NOT NULL,
	"days" smallint[] NOT NULL,
	"times" jsonb NOT NULL,
	"leave_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	"booked_appointment_id" text,
	CONSTRAINT "waitlist_entries_leave_token_unique" UNIQUE("leave_token")
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"opening_id" text NOT NULL,
	"entry_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "waitlist_offers_entry_unique" UNIQUE("opening_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "waitlist_openings" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"artist_id" text NOT NULL,
	"source_appointment_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"mode" text NOT NULL,
	"hold_minutes" smallint NOT NULL,
	"state" text NOT NULL,
	"appointment_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"taken_at" timestamp with time zone,
	CONSTRAINT "waitlist_openings_source_unique" UNIQUE("source_appointment_id","starts_at")
);
--> statement-breakpoint
CREATE TABLE "waitlist_settings" (
	"business_id" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"hold_minutes" smallint NOT NULL,
	CONSTRAINT "waitlist_settings_hold_positive" CHECK ("waitlist_settings"."hold_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_flash_design_id_flash_designs_id_fk" FOREIGN KEY ("flash_design_id") REFERENCES "public"."flash_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_flash_size_id_flash_sizes_id_fk" FOREIGN KEY ("flash_size_id") REFERENCES "public"."flash_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_booked_appointment_id_appointments_id_fk" FOREIGN KEY ("booked_appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_opening_id_waitlist_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."waitlist_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_openings" ADD CONSTRAINT "waitlist_openings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_openings" ADD CONSTRAINT "waitlist_openings_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_openings" ADD CONSTRAINT "waitlist_openings_source_appointment_id_appointments_id_fk" FOREIGN KEY ("source_appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_openings" ADD CONSTRAINT "waitlist_openings_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_settings" ADD CONSTRAINT "waitlist_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_artist_idx" ON "waitlist_entries" USING btree ("business_id","artist_id","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_customer_idx" ON "waitlist_entries" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_offers_entry_idx" ON "waitlist_offers" USING btree ("entry_id","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_openings_taken_idx" ON "waitlist_openings" USING btree ("business_id","taken_at");