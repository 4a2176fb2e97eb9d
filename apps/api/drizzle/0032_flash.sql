CREATE TABLE "flash_claims" (
	"id" text PRIMARY KEY NOT NULL,
	"drop_id" text NOT NULL,
	"drop_item_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"status" text NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"appointment_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "flash_claims_appointment_unique" UNIQUE("appointment_id")
);
--> statement-breakpoint
CREATE TABLE "flash_designs" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"artist_id" text NOT NULL,
	"service_id" text NOT NULL,
	"title" text NOT NULL,
	"picture_path" text NOT NULL,
	"placement_notes" text,
	"repeatable" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flash_drop_customers" (
	"drop_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"claims" smallint NOT NULL,
	"claim_limit" smallint NOT NULL,
	CONSTRAINT "flash_drop_customers_drop_id_customer_id_pk" PRIMARY KEY("drop_id","customer_id"),
	CONSTRAINT "flash_drop_customers_within_limit" CHECK ("flash_drop_customers"."claims" >= 0 AND "flash_drop_customers"."claims" <= "flash_drop_customers"."claim_limit")
);
--> statement-breakpoint
CREATE TABLE "flash_drop_items" (
	"id" text PRIMARY KEY NOT NULL,
	"drop_id" text NOT NULL,
	"design_id" text NOT NULL,
	"stock" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "flash_drop_items_design_unique" UNIQUE("drop_id","design_id"),
	CONSTRAINT "flash_drop_items_stock_positive" CHECK ("flash_drop_items"."stock" > 0),
	CONSTRAINT "flash_drop_items_claimed_within_stock" CHECK ("flash_drop_items"."claimed" >= 0 AND "flash_drop_items"."claimed" <= "flash_drop_items"."stock")
);
--> statement-breakpoint
CREATE TABLE "flash_drops" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"artist_id" text NOT NULL,
	"title" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"followers_until" timestamp with time zone,
	"per_customer_limit" smallint NOT NULL,
	"hold_minutes" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flash_drops_limit_positive" CHECK ("flash_drops"."per_customer_limit" > 0),
	CONSTRAINT "flash_drops_hold_positive" CHECK ("flash_drops"."hold_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "flash_sizes" (
	"id" text PRIMARY KEY NOT NULL,
	"design_id" text NOT NULL,
	"label" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_amount" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "flash_sizes_position_unique" UNIQUE("design_id","position"),
	CONSTRAINT "flash_sizes_duration_positive" CHECK ("flash_sizes"."duration_minutes" > 0),
	CONSTRAINT "flash_sizes_price_not_negative" CHECK ("flash_sizes"."price_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "flash_claims" ADD CONSTRAINT "flash_claims_drop_id_flash_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."flash_drops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_claims" ADD CONSTRAINT "flash_claims_drop_item_id_flash_drop_items_id_fk" FOREIGN KEY ("drop_item_id") REFERENCES "public"."flash_drop_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_claims" ADD CONSTRAINT "flash_claims_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_claims" ADD CONSTRAINT "flash_claims_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_designs" ADD CONSTRAINT "flash_designs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_designs" ADD CONSTRAINT "flash_designs_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_designs" ADD CONSTRAINT "flash_designs_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_drop_customers" ADD CONSTRAINT "flash_drop_customers_drop_id_flash_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."flash_drops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_drop_customers" ADD CONSTRAINT "flash_drop_customers_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_drop_items" ADD CONSTRAINT "flash_drop_items_drop_id_flash_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."flash_drops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_drop_items" ADD CONSTRAINT "flash_drop_items_design_id_flash_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."flash_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_drops" ADD CONSTRAINT "flash_drops_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_drops" ADD CONSTRAINT "flash_drops_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_sizes" ADD CONSTRAINT "flash_sizes_design_id_flash_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."flash_designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flash_claims_drop_idx" ON "flash_claims" USING btree ("drop_id","status");--> statement-breakpoint
CREATE INDEX "flash_claims_customer_idx" ON "flash_claims" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "flash_designs_artist_idx" ON "flash_designs" USING btree ("business_id","artist_id","created_at");--> statement-breakpoint
CREATE INDEX "flash_drops_artist_idx" ON "flash_drops" USING btree ("artist_id","opens_at");