// GET listings/{province}/{city}: the city page's place (name, path, map bounds), its counts (total, by
// bedrooms, median rent) and the first page of its listings under the visitor's filters.
import type { Bounds, CityPageResponse, SearchPlace } from '@rentals/shared/resources/listings';
import { listingsPaths } from '@rentals/shared/resources/listings';
import { validBounds } from '@rentals/shared/search-filters';
import { and, eq, sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../../db/client.ts';
import { cities, provinces } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-error.ts';
import { memoPerDatabase } from '../../lib/memo.ts';
import { listingsPermalink } from '../listings/listing-cards.ts';
import { BEDS_OR_MORE } from './search.query.ts';
import { type SearchRequest, searchListings } from './search.service.ts';

export interface CityRow {
  id: number;
  name: string;
  slug: string;
  lat: number;
  lng: number;
  population: number;
  provinceSlug: string;
  provinceCode: string;
  /** What the back office adds to the city's page (places/city-texts.ts). */
  nameFr: string | null;
  introEn: string | null;
  introFr: string | null;
}

/**
 * Cities found by their slugs, kept a minute (a city page is the most asked for page, and a city changes only
 * in the back office, which forgets them: places/place-caches.ts). A slug that finds no city is not kept: a city
 * added later shows at once.
 */
const citiesBySlugs = memoPerDatabase<CityRow | null>('city-by-slugs', 60_000, 5_000, (city) => city !== null);

export const forgetCitiesBySlugs = (db: Queryable) => citiesBySlugs.forget(db, '');

/** The city at /{province}/{city}, or null. */
export function cityBySlugs(db: Queryable, provinceSlug: string, citySlug: string): Promise<CityRow | null> {
  return citiesBySlugs(db, `${provinceSlug}/${citySlug}`, () => readCity(db, provinceSlug, citySlug));
}

async function readCity(db: Queryable, provinceSlug: string, citySlug: string): Promise<CityRow | null> {
  const [city] = await db
    .select({
      id: cities.id,
      name: cities.name,
      slug: cities.slug,
      lat: cities.lat,
      lng: cities.lng,
      population: cities.population,
      provinceSlug: provinces.slug,
      provinceCode: provinces.code,
      nameFr: cities.nameFr,
      introEn: cities.introEn,
      introFr: cities.introFr,
    })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(and(eq(provinces.slug, provinceSlug), eq(cities.slug, citySlug)));
  return city ?? null;
}

/** The city at /{province}/{city}, or a 404. */
export async function findCityBySlugs(db: Queryable, provinceSlug: string, citySlug: string): Promise<CityRow> {
  const city = await cityBySlugs(db, provinceSlug, citySlug);
  if (!city) throw notFound();
  return city;
}

/** Listings all at one point still open a map about this big around them (degrees of latitude, ~1 km). */
const MIN_HALF_SPAN = 0.01;

/**
 * A box around a city without listings: ~4 km across for a village, ~30 km for a city of a million and at most
 * ~90 km, wider in longitude so it looks square on the map.
 */
export function boxAroundCity(lat: number, lng: number, population: number): Bounds | null {
  const half = Math.min(0.4, 0.02 + 0.12 * Math.sqrt(Math.max(0, population) / 1_000_000));
  const halfLng = half / Math.max(0.2, Math.cos((lat * Math.PI) / 180));
  return validBounds({
    north: Math.min(89.9, lat + half),
    south: Math.max(-89.9, lat - half),
    east: Math.min(180, lng + halfLng),
    west: Math.max(-180, lng - halfLng),
  });
}

/** min/max of some coordinates as SQL answers them: all null when no row matched. */
export interface Extent {
  north: number | null;
  south: number | null;
  east: number | null;
  west: number | null;
}

/**
 * The bounds of an extent (null when it is empty), padded by `pad` degrees each way and grown to at least
 * MIN_HALF_SPAN each way.
 */
export function extentBounds(extent: Extent | undefined, pad = 0): Bounds | null {
  if (!extent || extent.north === null || extent.south === null || extent.east === null || extent.west === null) {
    return null;
  }
  const grow = (low: number, high: number) => {
    const missing = Math.max(0, MIN_HALF_SPAN - (high - low) / 2 - pad);
    return [low - pad - missing, high + pad + missing] as const;
  };
  const [south, north] = grow(Number(extent.south), Number(extent.north));
  const [west, east] = grow(Number(extent.west), Number(extent.east));
  return validBounds({
    north: Math.min(90, north),
    south: Math.max(-90, south),
    east: Math.min(180, east),
    west: Math.max(-180, west),
  });
}

export function citySearchPlace(city: CityRow, permalink: string, bounds: Bounds | null): SearchPlace {
  return {
    kind: 'city',
    id: city.id,
    name: city.name,
    label: `${city.name}, ${city.provinceCode}`,
    path: listingsPaths.city(permalink, city.provinceSlug, city.slug),
    provinceCode: city.provinceCode,
    bounds,
    center: { lat: city.lat, lng: city.lng },
  };
}

interface CityCountsRow extends Extent {
  total: number;
  beds0: number;
  beds1: number;
  beds2: number;
  beds3: number;
  beds4: number;
  median_rent: number | null;
}

/** One pass over the city's active listings: counts, median rent and extent. */
async function cityCounts(db: Queryable, cityId: number) {
  const [row] = await queryRows<CityCountsRow>(
    db,
    sql`select count(*)::int as total,
      count(*) filter (where beds = 0)::int as beds0,
      count(*) filter (where beds = 1)::int as beds1,
      count(*) filter (where beds = 2)::int as beds2,
      count(*) filter (where beds = 3)::int as beds3,
      count(*) filter (where beds >= ${BEDS_OR_MORE})::int as beds4,
      percentile_cont(0.5) within group (order by rent) as median_rent,
      max(lat) as north, min(lat) as south, max(lng) as east, min(lng) as west
    from listing_search where city_id = ${cityId}`,
  );
  return row;
}

export type CityPageQuery = Omit<SearchRequest, 'cityId' | 'metroAreaId' | 'provinceId'>;

export async function cityPage(
  db: Queryable,
  provinceSlug: string,
  citySlug: string,
  query: CityPageQuery,
): Promise<CityPageResponse> {
  const [city, permalink] = await Promise.all([findCityBySlugs(db, provinceSlug, citySlug), listingsPermalink(db)]);
  const [counts, results] = await Promise.all([
    cityCounts(db, city.id),
    searchListings(db, { ...query, cityId: city.id }, { permalink }),
  ]);
  const bounds = extentBounds(counts) ?? boxAroundCity(city.lat, city.lng, city.population);
  return {
    ...results,
    place: citySearchPlace(city, permalink, bounds),
    counts: {
      total: Number(counts?.total ?? 0),
      byBeds: {
        '0': Number(counts?.beds0 ?? 0),
        '1': Number(counts?.beds1 ?? 0),
        '2': Number(counts?.beds2 ?? 0),
        '3': Number(counts?.beds3 ?? 0),
        '4': Number(counts?.beds4 ?? 0),
      },
      medianRent: counts?.median_rent == null ? null : Math.round(Number(counts.median_rent)),
    },
  };
}
