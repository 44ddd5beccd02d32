CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "listing_city_stats" (
	"city_id" integer PRIMARY KEY NOT NULL,
	"active_count" integer NOT NULL,
	"min_rent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_id" integer NOT NULL,
	"reporter_id" integer,
	"reporter_email" text,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"owner_id" integer,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"street_address" text NOT NULL,
	"unit" text,
	"postal_code" text,
	"city_id" integer NOT NULL,
	"metro_area_id" integer,
	"province_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"location" "point" GENERATED ALWAYS AS (point(lng, lat)) STORED NOT NULL,
	"rent" integer NOT NULL,
	"deposit" integer,
	"beds" smallint NOT NULL,
	"baths" double precision NOT NULL,
	"sqft" integer,
	"rental_type" text NOT NULL,
	"furnished" boolean DEFAULT false NOT NULL,
	"pet_policies" text[] DEFAULT '{}'::text[] NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"utilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"parking" text DEFAULT 'none' NOT NULL,
	"available_date" date,
	"lease_term" text,
	"contact_name" text,
	"contact_phone" text,
	"contact_email" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"featured_until" timestamp with time zone,
	"enabled_at" timestamp with time zone,
	"external_feed_id" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(title, '') || ' ' || coalesce(street_address, '') || ' ' || coalesce(description, ''))) STORED NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"inquiry_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_city_stats" ADD CONSTRAINT "listing_city_stats_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_metro_area_id_metro_areas_id_fk" FOREIGN KEY ("metro_area_id") REFERENCES "public"."metro_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_photos_listing_position_unique" ON "listing_photos" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listing_reports_status_idx" ON "listing_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "listing_reports_listing_idx" ON "listing_reports" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listings_location_gist" ON "listings" USING gist ("location") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_city_enabled_idx" ON "listings" USING btree ("city_id","enabled_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_metro_idx" ON "listings" USING btree ("metro_area_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_province_idx" ON "listings" USING btree ("province_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_rent_idx" ON "listings" USING btree ("rent") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_enabled_idx" ON "listings" USING btree ("enabled_at") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_amenities_gin" ON "listings" USING gin ("amenities") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_utilities_gin" ON "listings" USING gin ("utilities") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_pet_policies_gin" ON "listings" USING gin ("pet_policies") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_search_gin" ON "listings" USING gin ("search_vector") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_address_trgm" ON "listings" USING gin ("street_address" gin_trgm_ops) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "listings_status_idx" ON "listings" USING btree ("status");--> statement-breakpoint
CREATE INDEX "listings_company_idx" ON "listings" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "listings_owner_idx" ON "listings" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_company_feed_unique" ON "listings" USING btree ("company_id","external_feed_id");--> statement-breakpoint
CREATE INDEX "cities_name_trgm" ON "cities" USING gin ("name" gin_trgm_ops);