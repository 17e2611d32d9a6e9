ALTER TABLE "outbox" ADD COLUMN "queued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Rows already queued were queued with their submission: their retry period stays what it was.
UPDATE "outbox" SET "queued_at" = "created_at";