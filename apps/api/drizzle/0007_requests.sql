CREATE TABLE "appointment_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"business_id" text NOT NULL,
	"primary_appointment_id" text NOT NULL,
	"deposit_amount" integer NOT NULL,
	"message" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tattoo_request_events" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" text,
	"by" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"message" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tattoo_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"service_id" text,
	"preferred_artist_id" text,
	"status" text NOT NULL,
	"idea" text NOT NULL,
	"placement" text NOT NULL,
	"size_class" text,
	"width_cm" smallint,
	"height_cm" smallint,
	"style" text NOT NULL,
	"colour" text NOT NULL,
	"budget_min_amount" integer NOT NULL,
	"budget_max_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reference_images" text[] DEFAULT '{}' NOT NULL,
	"preferred_weekdays" smallint[] DEFAULT '{}' NOT NULL,
	"preferred_dates" date[] DEFAULT '{}' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"adult_confirmed_at" timestamp with time zone NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tattoo_requests_idempotency_unique" UNIQUE("customer_id","idempotency_key"),
	CONSTRAINT "tattoo_requests_budget_order" CHECK ("tattoo_requests"."budget_min_amount" <= "tattoo_requests"."budget_max_amount"),
	CONSTRAINT "tattoo_requests_size" CHECK (("tattoo_requests"."size_class" IS NOT NULL) <> ("tattoo_requests"."width_cm" IS NOT NULL AND "tattoo_requests"."height_cm" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "offer_id" text;--> statement-breakpoint
ALTER TABLE "appointment_offers" ADD CONSTRAINT "appointment_offers_request_id_tattoo_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tattoo_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_offers" ADD CONSTRAINT "appointment_offers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_offers" ADD CONSTRAINT "appointment_offers_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tattoo_request_events" ADD CONSTRAINT "tattoo_request_events_request_id_tattoo_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tattoo_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tattoo_request_events" ADD CONSTRAINT "tattoo_request_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tattoo_requests" ADD CONSTRAINT "tattoo_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tattoo_requests" ADD CONSTRAINT "tattoo_requests_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tattoo_requests" ADD CONSTRAINT "tattoo_requests_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tattoo_requests" ADD CONSTRAINT "tattoo_requests_preferred_artist_id_artists_id_fk" FOREIGN KEY ("preferred_artist_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_offers_request_idx" ON "appointment_offers" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "tattoo_request_events_request_idx" ON "tattoo_request_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "tattoo_requests_business_idx" ON "tattoo_requests" USING btree ("business_id","status","created_at");--> statement-breakpoint
CREATE INDEX "tattoo_requests_customer_idx" ON "tattoo_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_offer_id_appointment_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."appointment_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_offer_idx" ON "appointments" USING btree ("offer_id");