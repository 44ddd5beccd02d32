CREATE TABLE "city_daily_stats" (
	"city_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"favourites" integer DEFAULT 0 NOT NULL,
	"inquiries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "city_daily_stats_city_id_day_pk" PRIMARY KEY("city_id","day")
);
--> statement-breakpoint
ALTER TABLE "listing_search" ADD COLUMN "monthly_fees" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "city_daily_stats" ADD CONSTRAINT "city_daily_stats_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- listing_search carries the recurring fees too, so the search can filter on the total monthly cost.
CREATE OR REPLACE FUNCTION "listing_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('rentals.listing_search_sync', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' OR NEW.status <> 'active' THEN
    DELETE FROM listing_search WHERE id = OLD.id;
    RETURN NULL;
  END IF;
  INSERT INTO listing_search (id, city_id, metro_area_id, province_id, lat, lng, rent, monthly_fees, beds, baths, sqft, rental_type, furnished, pet_policies, amenities, utilities, featured_until, enabled_at)
  VALUES (NEW.id, NEW.city_id, NEW.metro_area_id, NEW.province_id, NEW.lat, NEW.lng, NEW.rent, NEW.monthly_fees, NEW.beds, NEW.baths, NEW.sqft, NEW.rental_type, NEW.furnished, NEW.pet_policies, NEW.amenities, NEW.utilities, NEW.featured_until, NEW.enabled_at)
  ON CONFLICT (id) DO UPDATE SET
      city_id = EXCLUDED.city_id,
      metro_area_id = EXCLUDED.metro_area_id,
      province_id = EXCLUDED.province_id,
      lat = EXCLUDED.lat,
      lng = EXCLUDED.lng,
      rent = EXCLUDED.rent,
      monthly_fees = EXCLUDED.monthly_fees,
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
DROP TRIGGER "listing_search_sync" ON "listings";--> statement-breakpoint
CREATE TRIGGER "listing_search_sync"
  AFTER INSERT OR DELETE OR UPDATE OF status, city_id, metro_area_id, province_id, lat, lng, rent, monthly_fees, beds,
    baths, sqft, rental_type, furnished, pet_policies, amenities, utilities, featured_until, enabled_at
  ON "listings" FOR EACH ROW EXECUTE FUNCTION "listing_search_sync"();--> statement-breakpoint
UPDATE "listing_search" s SET monthly_fees = l.monthly_fees FROM "listings" l WHERE l.id = s.id AND l.monthly_fees <> 0;
