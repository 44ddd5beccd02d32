-- credit_usage (one row per listing and day: ~900,000 a night, ~80 MB a day) partitioned by month of its day
-- (issue 27 point 6; docs/decisions/0013-credit-usage-partitions.md). Drizzle does not model partitions: the
-- schema keeps the plain table definition (schema/commerce.ts) and the partitioning lives here, in SQL.
--
-- - Partition key "day". The primary key (listing_id, day) already contains it, so it stays the key and stays
--   exact across partitions: a (listing, day) has exactly one partition, whose unique index refuses the second
--   row. That key is the daily charge's guard against charging a listing twice a day (no ON CONFLICT there).
-- - One partition a month, credit_usage_yyyy_mm [first day, first day of the next month), made by
--   credit_usage_add_month(month) below: by this migration for every month that has rows and the current month
--   and the next two, then by the nightly charge job (ensureUsagePartitions), which keeps two months ahead.
-- - credit_usage_default takes any day no partition covers, so an insert never fails; adding that month's
--   partition later moves its rows out of the default partition.
-- - The rows are copied over, then the key and the index are built per partition (faster than row by row).
ALTER TABLE "credit_usage" RENAME TO "credit_usage_unpartitioned";--> statement-breakpoint
ALTER TABLE "credit_usage_unpartitioned" RENAME CONSTRAINT "credit_usage_listing_id_day_pk" TO "credit_usage_unpartitioned_pk";--> statement-breakpoint
ALTER INDEX "credit_usage_company_day_idx" RENAME TO "credit_usage_unpartitioned_company_day_idx";--> statement-breakpoint
CREATE TABLE "credit_usage" (
	"listing_id" integer NOT NULL,
	"day" date NOT NULL,
	"company_id" integer NOT NULL,
	"credits" integer NOT NULL,
	"featured" boolean DEFAULT false NOT NULL
) PARTITION BY RANGE ("day");
--> statement-breakpoint
CREATE TABLE "credit_usage_default" PARTITION OF "credit_usage" DEFAULT;
--> statement-breakpoint
-- Adds the partition of the month holding `month` (any day of it) when it is missing; answers whether it did.
-- Rows of that month already in the default partition move into it. The parent is locked in SHARE ROW
-- EXCLUSIVE mode first: two callers take turns (the second finds the partition), and no usage row is written
-- meanwhile (readers carry on). The range CHECK spares ATTACH a scan of the new table; the default partition is
-- scanned once (it is normally empty).
CREATE OR REPLACE FUNCTION "credit_usage_add_month"("month" date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  first_day date := date_trunc('month', "month")::date;
  next_day date := (date_trunc('month', "month") + interval '1 month')::date;
  part text := 'credit_usage_' || to_char("month", 'YYYY_MM');
BEGIN
  LOCK TABLE "credit_usage" IN SHARE ROW EXCLUSIVE MODE;
  IF EXISTS (SELECT 1 FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
             WHERE i.inhparent = 'credit_usage'::regclass AND c.relname = part) THEN
    RETURN false;
  END IF;
  EXECUTE format('CREATE TABLE %I (LIKE "credit_usage" INCLUDING DEFAULTS)', part);
  EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I CHECK ("day" >= %L AND "day" < %L)',
                 part, part || '_range', first_day, next_day);
  EXECUTE format('WITH moved AS (DELETE FROM "credit_usage_default" WHERE "day" >= %L AND "day" < %L
                    RETURNING "listing_id", "day", "company_id", "credits", "featured")
                  INSERT INTO %I ("listing_id", "day", "company_id", "credits", "featured") SELECT * FROM moved',
                 first_day, next_day, part);
  EXECUTE format('ALTER TABLE "credit_usage" ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)',
                 part, first_day, next_day);
  EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', part, part || '_range');
  RETURN true;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  m date;
BEGIN
  FOR m IN
    SELECT DISTINCT date_trunc('month', "day")::date FROM "credit_usage_unpartitioned"
    UNION
    SELECT generate_series(date_trunc('month', current_date), date_trunc('month', current_date) + interval '2 months',
                           interval '1 month')::date
    ORDER BY 1
  LOOP
    PERFORM "credit_usage_add_month"(m);
  END LOOP;
END
$$;
--> statement-breakpoint
INSERT INTO "credit_usage" ("listing_id", "day", "company_id", "credits", "featured")
SELECT "listing_id", "day", "company_id", "credits", "featured" FROM "credit_usage_unpartitioned";
--> statement-breakpoint
ALTER TABLE "credit_usage" ADD CONSTRAINT "credit_usage_listing_id_day_pk" PRIMARY KEY ("listing_id", "day");--> statement-breakpoint
CREATE INDEX "credit_usage_company_day_idx" ON "credit_usage" USING btree ("company_id", "day");--> statement-breakpoint
DROP TABLE "credit_usage_unpartitioned";
