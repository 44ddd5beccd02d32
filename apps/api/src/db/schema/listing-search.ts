import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  point,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { listings } from './listings.ts';

/**
 * The search columns of the active listings, one row each, kept in step with `listings` by the trigger
 * `listing_search_sync` (migration 0003). Search, map markers and marker info read this narrow table
 * (~250 bytes a row against ~1.6 kB in `listings`), so a city's map box sits on a few hundred pages instead of
 * thousands; keyword searches still read `listings`, which holds the text. See docs/decisions/0007.
 */
export const listingSearch = pgTable(
  'listing_search',
  {
    id: integer()
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    cityId: integer().notNull(),
    metroAreaId: integer(),
    provinceId: integer().notNull(),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    location: point({ mode: 'xy' }).notNull().generatedAlwaysAs(sql`point(lng, lat)`),
    rent: integer().notNull(),
    /** The recurring fees on top of the rent (listings.monthly_fees): the total-cost price filter adds them. */
    monthlyFees: integer().notNull().default(0),
    beds: smallint().notNull(),
    baths: doublePrecision().notNull(),
    sqft: integer(),
    rentalType: text().notNull(),
    furnished: boolean().notNull(),
    petPolicies: text().array().notNull(),
    amenities: text().array().notNull(),
    utilities: text().array().notNull(),
    featuredUntil: timestamp({ withTimezone: true }),
    enabledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('listing_search_location_gist').using('gist', t.location),
    index('listing_search_city_idx').on(t.cityId),
    // A city page as it opens (no filter, newest first) reads its page in this order (search.query.ts
    // isPlainCity). The migration adds `include (featured_until)`, which the schema builder cannot say.
    index('listing_search_city_newest_idx').on(t.cityId, t.enabledAt.desc().nullsLast(), t.id.desc()),
    index('listing_search_metro_idx').on(t.metroAreaId),
    index('listing_search_province_idx').on(t.provinceId),
    index('listing_search_rent_idx').on(t.rent, t.id),
    index('listing_search_newest_idx').on(t.enabledAt.desc().nullsLast(), t.id.desc()),
    index('listing_search_featured_newest_idx')
      .on(t.enabledAt.desc().nullsLast(), t.id.desc())
      .where(sql`featured_until is not null`),
    index('listing_search_amenities_gin').using('gin', t.amenities),
    index('listing_search_utilities_gin').using('gin', t.utilities),
    index('listing_search_pet_policies_gin').using('gin', t.petPolicies),
  ],
);
