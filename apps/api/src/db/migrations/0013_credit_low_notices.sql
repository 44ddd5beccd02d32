CREATE TABLE "credit_low_notices" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"days_left" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_low_notices" ADD CONSTRAINT "credit_low_notices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The nightly credit charge (modules/commerce/daily/daily-charge.ts) reads each batch's live listings from this
-- index alone (an index-only range scan by company) instead of the wide listings rows: ~40 MB at 900,000 live
-- listings. Written here rather than in the listings schema, like 0003's trigger: drizzle-kit leaves it alone.
CREATE INDEX IF NOT EXISTS "listings_live_company_idx" ON "listings" USING btree ("company_id") INCLUDE ("id", "enabled_at", "featured_until", "owner_id") WHERE "status" = 'active';
