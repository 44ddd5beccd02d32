// The home page's blocks, one query each. Counts come from listing_city_stats (~18,000 rows at most, refreshed
// every 10 minutes), never from grouping a million listings; listing ids from the narrow listing_search table in
// the order of its newest indexes, then hydrated by the shared card loader.
import type { Locale } from '@rentals/shared';
import type { HomeCity, HomeProvince, HomeRentTrend } from '@rentals/shared/resources/home';
import { listingsPaths } from '@rentals/shared/resources/listings';
import { asc, desc, eq, gt, sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../../db/client.ts';
import { cities, listingCityStats, provinces } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { rentTrends } from '../search/rent-trends.ts';
import { NEWEST } from '../search/search.query.ts';

const provinceName = (row: { name: string; nameFr: string | null }, locale: Locale) =>
  (locale === 'fr' && row.nameFr) || row.name;

/** A popular city with the slugs its rent trends are asked by. */
export interface PopularCity {
  city: HomeCity;
  provinceSlug: string;
  citySlug: string;
  /** Its province's country, 'CA' or 'US'. */
  country: string;
}

/** The cities with the most active listings, most first (ties by id, so the order is stable). */
export async function popularCities(
  db: Queryable,
  permalink: string,
  locale: Locale,
  limit: number,
): Promise<PopularCity[]> {
  // The top rows first, then their names: 12 primary-key lookups instead of joining every city.
  const top = db
    .select({ cityId: listingCityStats.cityId, listingCount: listingCityStats.activeCount })
    .from(listingCityStats)
    .where(gt(listingCityStats.activeCount, 0))
    .orderBy(desc(listingCityStats.activeCount), asc(listingCityStats.cityId))
    .limit(limit)
    .as('top');
  const rows = await db
    .select({
      id: cities.id,
      name: cities.name,
      slug: cities.slug,
      provinceSlug: provinces.slug,
      provinceCode: provinces.code,
      provinceName: provinces.name,
      provinceNameFr: provinces.nameFr,
      country: provinces.country,
      listingCount: top.listingCount,
    })
    .from(top)
    .innerJoin(cities, eq(cities.id, top.cityId))
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .orderBy(desc(top.listingCount), asc(top.cityId));
  return rows.map((row) => ({
    city: {
      id: row.id,
      name: row.name,
      provinceCode: row.provinceCode,
      provinceName: provinceName({ name: row.provinceName, nameFr: row.provinceNameFr }, locale),
      path: listingsPaths.city(permalink, row.provinceSlug, row.slug),
      listingCount: Number(row.listingCount),
    },
    provinceSlug: row.provinceSlug,
    citySlug: row.slug,
    country: row.country,
  }));
}

const COUNTRY_ORDER = { CA: 0, US: 1 } as const;

/** Provinces and states with active listings: Canada's first, then by name in `locale`. */
export async function provincesWithListings(db: Queryable, permalink: string, locale: Locale): Promise<HomeProvince[]> {
  const rows = await db
    .select({
      id: provinces.id,
      name: provinces.name,
      nameFr: provinces.nameFr,
      code: provinces.code,
      slug: provinces.slug,
      country: provinces.country,
      listingCount: sql<number>`sum(${listingCityStats.activeCount})::int`.mapWith(Number),
    })
    .from(listingCityStats)
    .innerJoin(cities, eq(cities.id, listingCityStats.cityId))
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(gt(listingCityStats.activeCount, 0))
    .groupBy(provinces.id);
  const collator = new Intl.Collator(locale === 'fr' ? 'fr-CA' : 'en-CA');
  return rows
    .map((row) => ({
      id: row.id,
      name: provinceName(row, locale),
      code: row.code,
      country: row.country,
      path: listingsPaths.province(permalink, row.slug),
      listingCount: row.listingCount,
    }))
    .sort((a, b) => COUNTRY_ORDER[a.country] - COUNTRY_ORDER[b.country] || collator.compare(a.name, b.name));
}

/** Ids of active listings, newest first (the order of listing_search's newest indexes); `featured` only those. */
export async function newestIds(db: Queryable, options: { featured: boolean; limit: number; now: Date }) {
  const where = options.featured ? sql`where featured_until > ${options.now.toISOString()}::timestamptz` : sql``;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from listing_search ${where} order by ${NEWEST} limit ${options.limit}`,
  );
  return rows.map((row) => Number(row.id));
}

/** Popular cities whose rent trends the teaser may show: those of the site's region first (most listings first). */
const TEASER_CANDIDATES = 3;

/**
 * The rent teaser of the site's region (a Canadian site shows a Canadian city): among its most popular cities,
 * the one whose latest month has rents for the most bedroom counts (ties to the one with more listings), with
 * only the rows that have rents. Cities of the other country only when the region has none.
 */
export async function regionRentTrendTeaser(
  db: Queryable,
  popular: readonly PopularCity[],
  region: string,
  now: Date,
): Promise<HomeRentTrend | null> {
  const inRegion = popular.filter((p) => p.country === region);
  const candidates = (inRegion.length ? inRegion : popular).slice(0, TEASER_CANDIDATES);
  const teasers = await Promise.all(candidates.map((candidate) => rentTrendTeaser(db, candidate, now)));
  let best: HomeRentTrend | null = null;
  for (const teaser of teasers) {
    const rows = teaser?.byBeds.filter((row) => row.count > 0 && row.median !== null) ?? [];
    if (teaser && rows.length > (best?.byBeds.length ?? 0)) best = { ...teaser, byBeds: rows };
  }
  return best;
}

/** `city`'s median rents by bedrooms in the latest month of its rent trends that has any; null without one. */
export async function rentTrendTeaser(
  db: Queryable,
  { city, provinceSlug, citySlug }: PopularCity,
  now: Date,
): Promise<HomeRentTrend | null> {
  // The city can go between the two queries (an administrator merging places): then no teaser, not a 404.
  const trends = await rentTrends(db, provinceSlug, citySlug, now).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  });
  if (!trends) return null;
  const latest = trends.months.findLastIndex((_, i) => trends.series.some((s) => s.counts[i]));
  const month = trends.months[latest];
  if (latest < 0 || !month) return null;
  return {
    city,
    month,
    byBeds: trends.series.map((s) => ({
      beds: s.beds,
      median: s.medians[latest] ?? null,
      count: s.counts[latest] ?? 0,
    })),
  };
}
