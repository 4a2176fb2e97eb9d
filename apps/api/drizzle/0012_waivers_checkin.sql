CREATE TABLE "check_in_lookups" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"appointment_id" text,
	"method" text NOT NULL,
	"code_hash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_in_passes" (
	"appointment_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_passes_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "walk_ins" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"name" text NOT NULL,
	"service_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signed_waivers" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"session_id" text NOT NULL,
	"template_id" text NOT NULL,
	"template_version" integer NOT NULL,
	"appointment_id" text,
	"customer_id" text,
	"legal_name" text NOT NULL,
	"signer_email" text,
	"record" jsonb NOT NULL,
	"record_hash" text NOT NULL,
	"pdf_path" text NOT NULL,
	"pdf_sha256" text NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "signed_waivers_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE TABLE "waiver_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"template_id" text NOT NULL,
	"appointment_id" text,
	"customer_id" text,
	"customer_email" text,
	"customer_name" text,
	"channel" text NOT NULL,
	"created_by" text,
	"draft" jsonb,
	"draft_saved_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_in_lookups" ADD CONSTRAINT "check_in_lookups_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_lookups" ADD CONSTRAINT "check_in_lookups_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_passes" ADD CONSTRAINT "check_in_passes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walk_ins" ADD CONSTRAINT "walk_ins_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walk_ins" ADD CONSTRAINT "walk_ins_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_waivers" ADD CONSTRAINT "signed_waivers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_waivers" ADD CONSTRAINT "signed_waivers_session_id_waiver_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."waiver_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_waivers" ADD CONSTRAINT "signed_waivers_template_id_waiver_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."waiver_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_waivers" ADD CONSTRAINT "signed_waivers_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signed_waivers" ADD CONSTRAINT "signed_waivers_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_sessions" ADD CONSTRAINT "waiver_sessions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_sessions" ADD CONSTRAINT "waiver_sessions_template_id_waiver_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."waiver_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_sessions" ADD CONSTRAINT "waiver_sessions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_sessions" ADD CONSTRAINT "waiver_sessions_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_lookups_business_idx" ON "check_in_lookups" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "walk_ins_business_idx" ON "walk_ins" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "signed_waivers_business_idx" ON "signed_waivers" USING btree ("business_id","signed_at");--> statement-breakpoint
CREATE INDEX "signed_waivers_appointment_idx" ON "signed_waivers" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "waiver_sessions_appointment_idx" ON "waiver_sessions" USING btree ("appointment_id");