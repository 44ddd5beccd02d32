// The public cities index (/cities, /fr/cities; the footer's "Cities" and the menu's "All cities" link to it):
// the provinces and states with the cities that have live listings, each with its count and a link to its search
// page, provinces and cities by name in the page's language. One grouped query over listing_search (the active
// listings' narrow table) joined to cities and provinces. GET resolve and the server render answer it.
import type { Locale } from '@rentals/shared';
import type { CitiesIndex } from '@rentals/shared/resources/cities-index';
import { listingsPaths } from '@rentals/shared/resources/listings';
import { asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { cities, listingSearch, provinces } from '../../db/schema/index.ts';
import { absoluteUrl, type PageAddress, pageMeta } from '../seo/page-meta.ts';
import type { PathResolver } from '../seo/resolve.ts';

/** The index's path without language prefix. */
export const CITIES_PATH = '/cities';

/** The provinces with their cities that have active listings, grouped and sorted by name in `locale`. */
export async function loadCitiesIndex(db: Queryable, locale: Locale, permalink: string): Promise<CitiesIndex> {
  const rows = await db
    .select({
      provinceId: provinces.id,
      provinceName: provinces.name,
      provinceNameFr: provinces.nameFr,
      provinceSlug: provinces.slug,
      provinceCode: provinces.code,
      cityId: cities.id,
      cityName: cities.name,
      cityNameFr: cities.nameFr,
      citySlug: cities.slug,
      count: sql<number>`count(*)::int`,
    })
    .from(listingSearch)
    .innerJoin(cities, eq(cities.id, listingSearch.cityId))
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .groupBy(provinces.id, cities.id)
    .orderBy(asc(provinces.name), asc(cities.name));

  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const byProvince = new Map<number, CitiesIndex['provinces'][number]>();
  for (const row of rows) {
    let province = byProvince.get(row.provinceId);
    if (!province) {
      province = {
        id: row.provinceId,
        name: (locale === 'fr' && row.provinceNameFr) || row.provinceName,
        code: row.provinceCode,
        path: listingsPaths.province(permalink, row.provinceSlug),
        cities: [],
      };
      byProvince.set(row.provinceId, province);
    }
    province.cities.push({
      id: row.cityId,
      name: (locale === 'fr' && row.cityNameFr) || row.cityName,
      count: row.count,
      path: listingsPaths.city(permalink, row.provinceSlug, row.citySlug),
    });
  }
  // The SQL order is by the English names: French names may sort differently.
  const list = [...byProvince.values()].sort((a, b) => collator.compare(a.name, b.name));
  for (const province of list) province.cities.sort((a, b) => collator.compare(a.name, b.name));
  return { provinces: list };
}

const TITLE: Record<Locale, string> = { en: 'Rentals by city', fr: 'Locations par ville' };
const DESCRIPTION: Record<Locale, string> = {
  en: 'Browse apartments and houses for rent by city: every province and state with the cities that have rentals listed now.',
  fr: 'Parcourez les appartements et maisons à louer par ville : chaque province et État avec les villes qui ont des locations en ce moment.',
};
const HOME: Record<Locale, string> = { en: 'Home', fr: 'Accueil' };

/** The page's BreadcrumbList. */
function citiesJsonLd(address: PageAddress) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: HOME[address.locale], item: absoluteUrl(address, '/') },
      { '@type': 'ListItem', position: 2, name: TITLE[address.locale], item: absoluteUrl(address, CITIES_PATH) },
    ],
  };
}

/** /cities: the cities index in the address's language. */
export const resolveCitiesPath: PathResolver = async ({ db, path, address, settings }) => {
  if (path !== CITIES_PATH) return null;
  const index = await loadCitiesIndex(db, address.locale, settings.listingsPermalink);
  const meta = pageMeta(settings, address, CITIES_PATH, {
    title: TITLE[address.locale],
    description: DESCRIPTION[address.locale],
  });
  return { response: { type: 'cities', meta, index }, ogType: 'website', jsonLd: citiesJsonLd(address) };
};
