DROP INDEX "saved_searches_due_idx";--> statement-breakpoint
ALTER TABLE "outbound_emails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("frequency","id") WHERE not paused;