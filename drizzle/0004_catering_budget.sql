ALTER TABLE "catering_menus" ADD COLUMN "price_per_person_cents" integer;--> statement-breakpoint
ALTER TABLE "catering_menus" ADD COLUMN "minimum_guests" integer;--> statement-breakpoint
ALTER TABLE "catering_requests" ADD COLUMN "catering_menu" text;