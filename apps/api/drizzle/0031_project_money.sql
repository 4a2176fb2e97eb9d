CREATE TABLE "project_money_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"session_number" smallint,
	"appointment_id" text,
	"payment_id" text,
	"refund_id" text,
	"rule" text,
	"note" text DEFAULT '' NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_money_entries_key_unique" UNIQUE("project_id","key"),
	CONSTRAINT "project_money_entries_amount_positive" CHECK ("project_money_entries"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "in_time_cancel_rule" text DEFAULT 'keep_credit' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "late_cancel_rule" text DEFAULT 'forfeit' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "no_show_rule" text DEFAULT 'forfeit' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_money_entries" ADD CONSTRAINT "project_money_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_money_entries" ADD CONSTRAINT "project_money_entries_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_money_entries" ADD CONSTRAINT "project_money_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_money_entries" ADD CONSTRAINT "project_money_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_money_entries_project_idx" ON "project_money_entries" USING btree ("project_id","at");