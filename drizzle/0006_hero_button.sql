ALTER TABLE "homepage_content" ADD COLUMN "button_label" text;--> statement-breakpoint
ALTER TABLE "homepage_content" ADD COLUMN "button_url" text;