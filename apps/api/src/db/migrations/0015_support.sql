CREATE TABLE "account_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"import_id" integer,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"terms_accepted_at" timestamp with time zone,
	"email_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_import_problems" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_import_problems_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"import_id" integer NOT NULL,
	"line" integer NOT NULL,
	"column" text,
	"rule" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"severity" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"upload_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"preview_create" integer DEFAULT 0 NOT NULL,
	"preview_skip" integer DEFAULT 0 NOT NULL,
	"preview_invalid" integer DEFAULT 0 NOT NULL,
	"sample" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_by" integer,
	"started_by" integer,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"origin" text DEFAULT 'new_landlord' NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signal_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"signals_computed_at" timestamp with time zone,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_fingerprints" (
	"listing_photo_id" integer PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"hash" bigint NOT NULL,
	"q0" integer NOT NULL,
	"q1" integer NOT NULL,
	"q2" integer NOT NULL,
	"q3" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_items" (
	"feed_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"listing_id" integer NOT NULL,
	"content_hash" text NOT NULL,
	"last_seen_run_id" integer,
	"paused_by_run_id" integer,
	"photo_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feed_items_feed_id_external_id_pk" PRIMARY KEY("feed_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "feed_run_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feed_run_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"run_id" integer NOT NULL,
	"position" text NOT NULL,
	"external_id" text,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feed_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"feed_id" integer NOT NULL,
	"source" text NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"upload_id" integer,
	"requested_by" integer,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"paused" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"error" text,
	"pending" jsonb,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feeds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"format" text NOT NULL,
	"schedule" text DEFAULT 'manual' NOT NULL,
	"schedule_hour" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"defaults" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"missing_action" text DEFAULT 'pause' NOT NULL,
	"max_removal_percent" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_merges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_merges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kept_listing_id" integer NOT NULL,
	"merged_listing_id" integer NOT NULL,
	"merged_status" text NOT NULL,
	"merged_removed_at" timestamp with time zone,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"moved" jsonb NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "listing_redirects" (
	"from_listing_id" integer PRIMARY KEY NOT NULL,
	"to_listing_id" integer NOT NULL,
	"merge_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_renewal_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_renewal_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_by_id" integer,
	"created_by_email" text,
	"bundle_id" integer,
	"bundle_name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"renewed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "membership_renewal_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_renewal_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"company_id" integer,
	"company_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"order_id" integer,
	"expires_before" timestamp with time zone,
	"expires_after" timestamp with time zone,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "listing_reports" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "moderation_hold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "moderation_hold_reason" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "moderation_held_status" text;--> statement-breakpoint
ALTER TABLE "account_claims" ADD CONSTRAINT "account_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_claims" ADD CONSTRAINT "account_claims_import_id_account_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."account_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_import_problems" ADD CONSTRAINT "account_import_problems_import_id_account_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."account_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_imports" ADD CONSTRAINT "account_imports_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_imports" ADD CONSTRAINT "account_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_imports" ADD CONSTRAINT "account_imports_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_reviews" ADD CONSTRAINT "account_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_reviews" ADD CONSTRAINT "account_reviews_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_fingerprints" ADD CONSTRAINT "photo_fingerprints_listing_photo_id_listing_photos_id_fk" FOREIGN KEY ("listing_photo_id") REFERENCES "public"."listing_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_fingerprints" ADD CONSTRAINT "photo_fingerprints_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_run_failures" ADD CONSTRAINT "feed_run_failures_run_id_feed_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."feed_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_merges" ADD CONSTRAINT "listing_merges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_merges" ADD CONSTRAINT "listing_merges_kept_listing_id_listings_id_fk" FOREIGN KEY ("kept_listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_merges" ADD CONSTRAINT "listing_merges_merged_listing_id_listings_id_fk" FOREIGN KEY ("merged_listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_merges" ADD CONSTRAINT "listing_merges_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_merges" ADD CONSTRAINT "listing_merges_undone_by_id_users_id_fk" FOREIGN KEY ("undone_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_redirects" ADD CONSTRAINT "listing_redirects_from_listing_id_listings_id_fk" FOREIGN KEY ("from_listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_redirects" ADD CONSTRAINT "listing_redirects_to_listing_id_listings_id_fk" FOREIGN KEY ("to_listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_redirects" ADD CONSTRAINT "listing_redirects_merge_id_listing_merges_id_fk" FOREIGN KEY ("merge_id") REFERENCES "public"."listing_merges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_renewal_batches" ADD CONSTRAINT "membership_renewal_batches_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_renewal_batches" ADD CONSTRAINT "membership_renewal_batches_bundle_id_credit_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."credit_bundles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_renewal_items" ADD CONSTRAINT "membership_renewal_items_batch_id_membership_renewal_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."membership_renewal_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_renewal_items" ADD CONSTRAINT "membership_renewal_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_renewal_items" ADD CONSTRAINT "membership_renewal_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_claims_token_unique" ON "account_claims" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_claims_user_idx" ON "account_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "account_claims_import_idx" ON "account_claims" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "account_import_problems_import_idx" ON "account_import_problems" USING btree ("import_id","line","id");--> statement-breakpoint
CREATE INDEX "account_imports_created_idx" ON "account_imports" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_reviews_user_unique" ON "account_reviews" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "account_reviews_queue_idx" ON "account_reviews" USING btree ((case when "status" in ('waiting', 'documents_requested') then 0 else 1 end),"queued_at","id");--> statement-breakpoint
CREATE INDEX "account_reviews_status_idx" ON "account_reviews" USING btree ("status","queued_at","id");--> statement-breakpoint
CREATE INDEX "account_reviews_signal_kinds_gin" ON "account_reviews" USING gin ("signal_kinds");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_listing_idx" ON "photo_fingerprints" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_q0_idx" ON "photo_fingerprints" USING btree ("q0");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_q1_idx" ON "photo_fingerprints" USING btree ("q1");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_q2_idx" ON "photo_fingerprints" USING btree ("q2");--> statement-breakpoint
CREATE INDEX "photo_fingerprints_q3_idx" ON "photo_fingerprints" USING btree ("q3");--> statement-breakpoint
CREATE INDEX "feed_items_feed_seen_idx" ON "feed_items" USING btree ("feed_id","last_seen_run_id");--> statement-breakpoint
CREATE INDEX "feed_items_listing_idx" ON "feed_items" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "feed_run_failures_run_idx" ON "feed_run_failures" USING btree ("run_id","id");--> statement-breakpoint
CREATE INDEX "feed_runs_feed_idx" ON "feed_runs" USING btree ("feed_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_runs_one_active" ON "feed_runs" USING btree ("feed_id") WHERE status in ('queued', 'running') and not dry_run;--> statement-breakpoint
CREATE INDEX "feeds_company_idx" ON "feeds" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "listing_merges_company_idx" ON "listing_merges" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_merges_kept_idx" ON "listing_merges" USING btree ("kept_listing_id");--> statement-breakpoint
CREATE INDEX "listing_merges_merged_idx" ON "listing_merges" USING btree ("merged_listing_id");--> statement-breakpoint
CREATE INDEX "membership_renewal_batches_created_idx" ON "membership_renewal_batches" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_renewal_items_batch_company_unique" ON "membership_renewal_items" USING btree ("batch_id","company_id");--> statement-breakpoint
CREATE INDEX "membership_renewal_items_batch_idx" ON "membership_renewal_items" USING btree ("batch_id","status","id");--> statement-breakpoint
CREATE INDEX "credit_wallets_membership_expires_idx" ON "credit_wallets" USING btree ("membership_expires_at");--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "companies_support_search_trgm" ON "companies" USING gin (lower("name" || ' ' || coalesce("phone", '') || ' ' || coalesce("address", '') || ' ' || coalesce("postal_code", '') || ' ' || replace(coalesce("postal_code", ''), ' ', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_created_idx" ON "companies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "listings_first_listed_idx" ON "listings" USING btree ("first_listed_at");--> statement-breakpoint
CREATE INDEX "listings_removed_at_idx" ON "listings" USING btree ("removed_at");--> statement-breakpoint
CREATE INDEX "listings_postal_code_idx" ON "listings" USING btree (upper(replace("postal_code", ' ', '')));--> statement-breakpoint
CREATE INDEX "listings_external_feed_id_idx" ON "listings" USING btree ("external_feed_id");--> statement-breakpoint
CREATE INDEX "listings_created_idx" ON "listings" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_moderation_hold_not_active" CHECK ("listings"."moderation_hold_at" is null or "listings"."status" <> 'active');--> statement-breakpoint
-- Account reviews' fraud signals (modules/account-reviews/signals.ts): indexes drizzle's schema cannot
-- express, each matching an expression the signal queries use verbatim.
-- Rent far below the city's median for its bedrooms: the median reads one (city, beds) range of rents.
CREATE INDEX IF NOT EXISTS "listings_city_beds_rent_idx" ON "listings" USING btree ("city_id", "beds", "rent") WHERE status = 'active';--> statement-breakpoint
-- Description text reused across accounts: the normalised text's hash (long descriptions only).
CREATE INDEX IF NOT EXISTS "listings_description_hash_idx" ON "listings" USING btree ((md5(regexp_replace(lower("description"), '[^a-z0-9]+', '', 'g')))) WHERE length("description") >= 80;--> statement-breakpoint
-- Contact shared with a suspended account: suspended accounts' phone digits (emails: users_email_unique).
CREATE INDEX IF NOT EXISTS "users_suspended_phone_idx" ON "users" USING btree ((regexp_replace("phone", '[^0-9]', '', 'g'))) WHERE status = 'suspended' AND phone IS NOT NULL;
