CREATE TABLE "career_openings" (
	"id" text PRIMARY KEY NOT NULL,
	"position" text NOT NULL,
	"employment_type" text NOT NULL,
	"location_id" text,
	"location_label" text NOT NULL,
	"salary_min_cents" integer NOT NULL,
	"salary_max_cents" integer NOT NULL,
	"salary_unit" text NOT NULL,
	"apply_url" text NOT NULL,
	"date_posted" text NOT NULL,
	"description" text NOT NULL,
	"responsibilities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qualifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catering_menus" (
	"id" text PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" jsonb NOT NULL,
	"available_from" text,
	"available_to" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catering_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"catering_option" text NOT NULL,
	"kinders_location" text,
	"event_date" text,
	"event_type" text,
	"event_location" text,
	"guest_size" integer NOT NULL,
	"event_details" text,
	"company_name" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email_address" text NOT NULL,
	"phone_number" text NOT NULL,
	"spam" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"client_key" text,
	CONSTRAINT "catering_requests_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"message_type" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"order_number" text,
	"event_date" text,
	"kinders_location" text,
	"newsletter_consent" boolean DEFAULT false NOT NULL,
	"spam" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"client_key" text,
	CONSTRAINT "contact_messages_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "homepage_content" (
	"id" text PRIMARY KEY NOT NULL,
	"image_url" text NOT NULL,
	"mobile_image_url" text,
	"heading_one" text NOT NULL,
	"heading_two" text NOT NULL,
	"heading_three" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"starts_on" text,
	"ends_on" text,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homepage_specials" (
	"id" text PRIMARY KEY NOT NULL,
	"day_of_week" text,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"phone_number" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"google_directions_url" text NOT NULL,
	"website_url" text NOT NULL,
	"pickup_url" text NOT NULL,
	"delivery_url" text NOT NULL,
	"photo_src" text NOT NULL,
	"hours" jsonb NOT NULL,
	"hours_overrides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rating_average" real,
	"rating_count" integer,
	"catering_email" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "locations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "menu_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"label" text,
	"photo_src" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "menu_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"order_by" integer NOT NULL,
	"photo_src" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_cents" integer,
	"dietary_tags" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"submission_id" text NOT NULL,
	"recipients" jsonb NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
);
--> statement-breakpoint
CREATE TABLE "specials" (
	"id" text PRIMARY KEY NOT NULL,
	"day_of_week" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"hero_image_src" text,
	"label" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_openings" ADD CONSTRAINT "career_openings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_category_id_menu_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."menu_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catering_requests_idem_idx" ON "catering_requests" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "catering_requests_created_idx" ON "catering_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_idem_idx" ON "contact_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "menu_items_category_idx" ON "menu_items" USING btree ("category_id","order_by");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("sent_at","next_attempt_at");--> statement-breakpoint
CREATE INDEX "specials_day_idx" ON "specials" USING btree ("day_of_week","sort_order");