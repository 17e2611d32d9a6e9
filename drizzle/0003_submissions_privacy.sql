DROP INDEX "catering_requests_idem_idx";--> statement-breakpoint
DROP INDEX "contact_messages_idem_idx";--> statement-breakpoint
ALTER TABLE "catering_requests" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "catering_requests_client_idem_idx" ON "catering_requests" USING btree ("client_key","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_client_idem_idx" ON "contact_messages" USING btree ("client_key","idempotency_key");