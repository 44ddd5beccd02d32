CREATE TABLE "listing_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"metro_area_id" integer,
	"province_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"location" "point" GENERATED ALWAYS AS (point(lng, lat)) STORED NOT NULL,
	"rent" integer NOT NULL,
	"beds" smallint NOT NULL,
	"baths" double precision NOT NULL,
	"sqft" integer,
	"rental_type" text NOT NULL,
	"furnished" boolean NOT NULL,
	"pet_policies" text[] NOT NULL,
	"amenities" text[] NOT NULL,
	"utilities" text[] NOT NULL,
	"featured_until" timestamp with time zone,
	"enabled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "listing_search" ADD CONSTRAINT "listing_search_id_listings_id_fk" FOREIGN KEY ("id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keeps listing_search in step with listings: an active listing has its row, any other has none. A bulk
-- fill sets rentals.listing_search_sync = 'off' for its own transactions and rebuilds the table afterwards
-- (db/seed/listing-search.ts).
CREATE FUNCTION "listing_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('rentals.listing_search_sync', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' OR NEW.status <> 'active' THEN
    DELETE FROM listing_search WHERE id = OLD.id;
    RETURN NULL;
  END IF;
  INSERT INTO listing_search (id, city_id, metro_area_id, province_id, lat, lng, rent, beds, baths, sqft, rental_type, furnished, pet_policies, amenities, utilities, featured_until, enabled_at)
  VALUES (NEW.id, NEW.city_id, NEW.metro_area_id, NEW.province_id, NEW.lat, NEW.lng, NEW.rent, NEW.beds, NEW.baths, NEW.sqft, NEW.rental_type, NEW.furnished, NEW.pet_policies, NEW.amenities, NEW.utilities, NEW.featured_until, NEW.enabled_at)
  ON CONFLICT (id) DO UPDATE SET
      city_id = EXCLUDED.city_id,
      metro_area_id = EXCLUDED.metro_area_id,
      province_id = EXCLUDED.province_id,
      lat = EXCLUDED.lat,
      lng = EXCLUDED.lng,
      rent = EXCLUDED.rent,
      beds = EXCLUDED.beds,
      baths = EXCLUDED.baths,
      sqft = EXCLUDED.sqft,
      rental_type = EXCLUDED.rental_type,
      furnished = EXCLUDED.furnished,
      pet_policies = EXCLUDED.pet_policies,
      amenities = EXCLUDED.amenities,
      utilities = EXCLUDED.utilities,
      featured_until = EXCLUDED.featured_until,
      enabled_at = EXCLUDED.enabled_at;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "listing_search_sync"
  AFTER INSERT OR DELETE OR UPDATE OF status, city_id, metro_area_id, province_id, lat, lng, rent, beds, baths, sqft,
    rental_type, furnished, pet_policies, amenities, utilities, featured_until, enabled_at
  ON "listings" FOR EACH ROW EXECUTE FUNCTION "listing_search_sync"();--> statement-breakpoint
INSERT INTO "listing_search" (id, city_id, metro_area_id, province_id, lat, lng, rent, beds, baths, sqft, rental_type, furnished, pet_policies, amenities, utilities, featured_until, enabled_at)
  SELECT id, city_id, metro_area_id, province_id, lat, lng, rent, beds, baths, sqft, rental_type, furnished, pet_policies, amenities, utilities, featured_until, enabled_at FROM "listings" WHERE status = 'active' ORDER BY province_id, city_id, lat;--> statement-breakpoint
CREATE INDEX "listing_search_location_gist" ON "listing_search" USING gist ("location");--> statement-breakpoint
CREATE INDEX "listing_search_city_idx" ON "listing_search" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "listing_search_metro_idx" ON "listing_search" USING btree ("metro_area_id");--> statement-breakpoint
CREATE INDEX "listing_search_province_idx" ON "listing_search" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "listing_search_rent_idx" ON "listing_search" USING btree ("rent","id");--> statement-breakpoint
CREATE INDEX "listing_search_newest_idx" ON "listing_search" USING btree ("enabled_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_search_featured_newest_idx" ON "listing_search" USING btree ("enabled_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE featured_until is not null;--> statement-breakpoint
CREATE INDEX "listing_search_amenities_gin" ON "listing_search" USING gin ("amenities");--> statement-breakpoint
CREATE INDEX "listing_search_utilities_gin" ON "listing_search" USING gin ("utilities");--> statement-breakpoint
CREATE INDEX "listing_search_pet_policies_gin" ON "listing_search" USING gin ("pet_policies");--> statement-breakpoint
ANALYZE "listing_search";