import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.ts';

export const COUNTRIES = ['CA', 'US'] as const;

/** Canadian provinces and territories, US states and DC. */
export const provinces = pgTable(
  'provinces',
  {
    id: id(),
    country: text({ enum: COUNTRIES }).notNull(),
    code: text().notNull(),
    name: text().notNull(),
    nameFr: text(),
    slug: text().notNull(),
    kind: text({ enum: ['province', 'territory', 'state', 'district'] }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('provinces_country_code_unique').on(t.country, t.code),
    uniqueIndex('provinces_slug_unique').on(t.slug),
  ],
);

export const metroAreas = pgTable(
  'metro_areas',
  {
    id: id(),
    name: text().notNull(),
    nameFr: text(),
    slug: text().notNull(),
    provinceId: integer()
      .notNull()
      .references(() => provinces.id, { onDelete: 'restrict' }),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    population: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('metro_areas_slug_unique').on(t.slug),
    index('metro_areas_province_idx').on(t.provinceId),
    // The back office's search (`lower(name) like '%q%'`).
    index('metro_areas_name_lower_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: id(),
    name: text().notNull(),
    nameFr: text(),
    slug: text().notNull(),
    provinceId: integer()
      .notNull()
      .references(() => provinces.id, { onDelete: 'restrict' }),
    metroAreaId: integer().references(() => metroAreas.id, { onDelete: 'set null' }),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    population: integer().notNull().default(0),
    /** GeoNames id of the source row, so re-seeding updates instead of duplicating. */
    geonameId: integer(),
    /** Optional text shown under the heading of the city's search page, per language (plain text). */
    introEn: text(),
    introFr: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cities_province_slug_unique').on(t.provinceId, t.slug),
    uniqueIndex('cities_geoname_unique').on(t.geonameId),
    index('cities_metro_idx').on(t.metroAreaId),
    index('cities_population_idx').on(t.population),
    // Autocomplete and "did you mean" match city names by trigram similarity (pg_trgm).
    index('cities_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    // The back office's list: search (`lower(name) like '%q%'`) and sort by name over 40,000+ rows.
    index('cities_name_lower_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('cities_name_lower_idx').on(sql`lower(${t.name})`, t.id),
  ],
);
