CREATE TABLE "shop_notices" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" text NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"appointment_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "shop_notices_once" UNIQUE("user_id","appointment_id","kind")
);
--> statement-breakpoint
ALTER TABLE "business_members" ADD COLUMN "new_booking_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "business_members" ADD COLUMN "new_booking_notice" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_notices" ADD CONSTRAINT "shop_notices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_notices" ADD CONSTRAINT "shop_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_notices" ADD CONSTRAINT "shop_notices_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_notices_member_recent_idx" ON "shop_notices" USING btree ("business_id","user_id","created_at");