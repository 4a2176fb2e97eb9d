CREATE TABLE "project_proofs" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"version" smallint NOT NULL,
	"images" text[] NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"uploaded_by_user_id" text,
	"decision" text,
	"decision_comment" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_proofs_version_unique" UNIQUE("project_id","version"),
	CONSTRAINT "project_proofs_decided" CHECK (("project_proofs"."decision" IS NULL) = ("project_proofs"."decided_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"artist_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"service_id" text NOT NULL,
	"request_id" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"placement" text DEFAULT '' NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"reference_images" text[] DEFAULT '{}' NOT NULL,
	"session_count" smallint,
	"quote_kind" text NOT NULL,
	"quote_amount" integer NOT NULL,
	"quote_max_amount" integer,
	"hourly_rate_amount" integer,
	"estimated_tenth_hours" integer,
	"currency" text NOT NULL,
	"deposit_amount" integer DEFAULT 0 NOT NULL,
	"deposit_applies_to" text NOT NULL,
	"healing_gap_days" smallint DEFAULT 21 NOT NULL,
	"approval_required" boolean DEFAULT false NOT NULL,
	"approval_days_before" smallint DEFAULT 2 NOT NULL,
	"approved_proof_id" text,
	"accepted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_by_user_id" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_idempotency_unique" UNIQUE("business_id","idempotency_key"),
	CONSTRAINT "projects_amounts" CHECK ("projects"."quote_amount" >= 0 AND "projects"."deposit_amount" >= 0),
	CONSTRAINT "projects_range" CHECK (("projects"."quote_kind" = 'range') = ("projects"."quote_max_amount" IS NOT NULL) AND ("projects"."quote_max_amount" IS NULL OR "projects"."quote_max_amount" >= "projects"."quote_amount")),
	CONSTRAINT "projects_hourly" CHECK (("projects"."quote_kind" = 'hourly') = ("projects"."hourly_rate_amount" IS NOT NULL AND "projects"."estimated_tenth_hours" IS NOT NULL)),
	CONSTRAINT "projects_session_count" CHECK ("projects"."session_count" IS NULL OR "projects"."session_count" BETWEEN 1 AND 20)
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "project_id" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "session_number" smallint;--> statement-breakpoint
ALTER TABLE "project_proofs" ADD CONSTRAINT "project_proofs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_proofs" ADD CONSTRAINT "project_proofs_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_request_id_tattoo_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."tattoo_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_business_idx" ON "projects" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "projects_customer_idx" ON "projects" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "projects_artist_idx" ON "projects" USING btree ("artist_id","created_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_project_idx" ON "appointments" USING btree ("project_id","starts_at");