ALTER TABLE "businesses" ADD COLUMN "cover_width" integer;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "cover_height" integer;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "cover_variant_widths" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_images" ADD COLUMN "variant_widths" integer[] DEFAULT '{}' NOT NULL;