// The place a search page is about (all listings, a province, a metro area or a city), found from the slugs of
// its public path, with the map bounds to open on: the extent of its active listings, or a box around it (for
// cities the same box as the city page, GET listings/{a}/{b}, draws).
import type { Locale } from '@rentals/shared';
import type { Bounds, ListingsPath, SearchPlace } from '@rentals/shared/resources/listings';
import { listingsPaths } from '@rentals/shared/resources/listings';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { cities, listingCityStats, listings, metroAreas, provinces } from '../../db/schema/index.ts';
import { memoPerDatabase } from '../../lib/memo.ts';
import { cityTexts } from '../places/city-texts.ts';
import { boxAroundCity, cityBySlugs, citySearchPlace, extentBounds } from '../search/city-page.ts';
import { isActive } from './listing-detail.ts';

/** Cities with listings are padded this much (degrees, ~10 km) in province and country extents. */
const CITY_PAD = 0.1;

const extentColumns = (lat: AnyColumn, lng: AnyColumn) => ({
  north: sql<number | null>`max(${lat})`,
  south: sql<number | null>`min(${lat})`,
  east: sql<number | null>`max(${lng})`,
  west: sql<number | null>`min(${lng})`,
});

const centerOf = (b: Bounds | null) => (b ? { lat: (b.north + b.south) / 2, lng: (b.east + b.west) / 2 } : null);

/** A city's extent is read again after this long: it moves slowly, and a big city has tens of thousands of rows. */
const CITY_EXTENT_TTL_MS = 5 * 60_000;
const cachedExtent = memoPerDatabase<Bounds | null>('city-extents', CITY_EXTENT_TTL_MS, 20_000);

/** Extent of the city's active listings (null without any), from a per-database cache. */
function cityListingExtent(db: Queryable, cityId: number): Promise<Bounds | null> {
  return cachedExtent(db, String(cityId), async () => {
    const [row] = await db
      .select(extentColumns(listings.lat, listings.lng))
      .from(listings)
      .where(and(isActive, eq(listings.cityId, cityId)));
    return extentBounds(row);
  });
}

/**
 * Extent of the cities that have active listings (listing_city_stats, refreshed by a job): a metro area, a
 * province or the whole country without reading a million listings. Padded, as listings spread around a
 * city's centre.
 */
async function statsExtent(db: Queryable, where?: SQL): Promise<Bounds | null> {
  const [row] = await db
    .select(extentColumns(cities.lat, cities.lng))
    .from(listingCityStats)
    .innerJoin(cities, eq(cities.id, listingCityStats.cityId))
    .where(where);
  return extentBounds(row, CITY_PAD);
}

const ALL_LABEL: Record<Locale, string> = { en: 'All rentals', fr: 'Toutes les locations' };

async function allPlace(db: Queryable, permalink: string, locale: Locale): Promise<SearchPlace> {
  const bounds = await statsExtent(db);
  return {
    kind: 'all',
    id: null,
    name: ALL_LABEL[locale],
    label: ALL_LABEL[locale],
    path: listingsPaths.all(permalink),
    provinceCode: null,
    bounds,
    center: centerOf(bounds),
  };
}

async function provincePlace(
  db: Queryable,
  slug: string,
  permalink: string,
  locale: Locale,
): Promise<SearchPlace | null> {
  const [province] = await db.select().from(provinces).where(eq(provinces.slug, slug));
  if (!province) return null;
  let bounds = await statsExtent(db, eq(cities.provinceId, province.id));
  if (!bounds) {
    // No listings yet: the extent of its cities.
    const [row] = await db
      .select(extentColumns(cities.lat, cities.lng))
      .from(cities)
      .where(eq(cities.provinceId, province.id));
    bounds = extentBounds(row, CITY_PAD);
  }
  const name = (locale === 'fr' && province.nameFr) || province.name;
  return {
    kind: 'province',
    id: province.id,
    name,
    label: name,
    path: listingsPaths.province(permalink, province.slug),
    provinceCode: province.code,
    bounds,
    center: centerOf(bounds),
  };
}

async function metroPlace(db: Queryable, slug: string, permalink: string, locale: Locale): Promise<SearchPlace | null> {
  const [metro] = await db
    .select({
      id: metroAreas.id,
      name: metroAreas.name,
      nameFr: metroAreas.nameFr,
      slug: metroAreas.slug,
      lat: metroAreas.lat,
      lng: metroAreas.lng,
      population: metroAreas.population,
      provinceCode: provinces.code,
    })
    .from(metroAreas)
    .innerJoin(provinces, eq(provinces.id, metroAreas.provinceId))
    .where(eq(metroAreas.slug, slug));
  if (!metro) return null;
  const bounds =
    (await statsExtent(db, eq(cities.metroAreaId, metro.id))) ?? boxAroundCity(metro.lat, metro.lng, metro.population);
  const name = (locale === 'fr' && metro.nameFr) || metro.name;
  return {
    kind: 'metro',
    id: metro.id,
    name,
    label: name,
    path: listingsPaths.metro(permalink, metro.slug),
    provinceCode: metro.provinceCode,
    bounds,
    center: { lat: metro.lat, lng: metro.lng },
  };
}

async function cityPlace(
  db: Queryable,
  provinceSlug: string,
  citySlug: string,
  permalink: string,
  locale: Locale,
): Promise<SearchPlace | null> {
  const city = await cityBySlugs(db, provinceSlug, citySlug);
  if (!city) return null;
  const bounds = (await cityListingExtent(db, city.id)) ?? boxAroundCity(city.lat, city.lng, city.population);
  const texts = cityTexts(city, locale);
  const place = citySearchPlace(city, permalink, bounds);
  if (!texts.name && !texts.intro) return place;
  const name = texts.name ?? place.name;
  return { ...place, name, label: `${name}, ${city.provinceCode}`, intro: texts.intro };
}

/** The search place of a parsed listings path; null when its slugs name no place (or it is not a search page). */
export function searchPlaceOf(
  db: Queryable,
  path: ListingsPath,
  permalink: string,
  locale: Locale,
): Promise<SearchPlace | null> {
  switch (path.kind) {
    case 'all':
      return allPlace(db, permalink, locale);
    case 'province':
      return provincePlace(db, path.provinceSlug, permalink, locale);
    case 'metro':
      return metroPlace(db, path.metroSlug, permalink, locale);
    case 'city':
      return cityPlace(db, path.provinceSlug, path.citySlug, permalink, locale);
    default:
      return Promise.resolve(null);
  }
}
