CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "listings_company_idx";--> statement-breakpoint
CREATE INDEX "listings_company_newest_idx" ON "listings" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "listings_company_status_idx" ON "listings" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "listings_company_text_trgm" ON "listings" USING gin ("company_id",lower("title" || ' ' || "street_address" || ' ' || coalesce("unit", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_company_status_idx" ON "leads" USING btree ("company_id","status","created_at","id") WHERE deleted_at is null;
