ALTER TABLE "menu_items" ADD COLUMN "price_unit" text DEFAULT 'each' NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "serves" integer;--> statement-breakpoint
ALTER TABLE "specials" ADD COLUMN "price_cents" integer;