// Every city's name, folded for matching and sorted, held in memory: autocomplete looks up a prefix among
// ~18,000 names on each keystroke. Folding accents in SQL (translate over every row) costs ~50-130 ms a
// query; a binary search here costs microseconds. Cities are reference data, so a few minutes' lag is fine;
// listing counts come from listing_city_stats, itself refreshed every 10 minutes.
import { sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../../db/client.ts';
import { memoPerDatabase } from '../../lib/memo.ts';

export interface CityName {
  id: number;
  name: string;
  /** foldName(name) */
  folded: string;
  slug: string;
  population: number;
  listingCount: number;
  provinceSlug: string;
  provinceCode: string;
  provinceName: string;
  provinceNameFr: string | null;
}

const CITY_NAMES_TTL = 5 * 60_000;
const cache = memoPerDatabase<CityName[]>('city-names', CITY_NAMES_TTL, 1);

/**
 * A name as matching sees it: lower case, no accents, hyphens and slashes as spaces, no apostrophes, periods,
 * commas or brackets. "Saint-Côme--Linière" -> "saint come liniere", "St. John's" -> "st johns".
 */
export function foldName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-/]/g, ' ')
    .replace(/['‘’.(),]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

async function loadCityNames(db: Queryable): Promise<CityName[]> {
  const rows = await queryRows<Omit<CityName, 'folded'>>(
    db,
    sql`select c.id, c.name, c.slug, c.population, coalesce(s.active_count, 0)::int as "listingCount",
        p.slug as "provinceSlug", p.code as "provinceCode", p.name as "provinceName", p.name_fr as "provinceNameFr"
      from cities c
      join provinces p on p.id = c.province_id
      left join listing_city_stats s on s.city_id = c.id`,
  );
  return rows
    .map((row) => ({
      ...row,
      population: Number(row.population),
      listingCount: Number(row.listingCount),
      folded: foldName(row.name),
    }))
    .sort((a, b) => (a.folded < b.folded ? -1 : a.folded > b.folded ? 1 : a.id - b.id));
}

export const cityNames = (db: Queryable) => cache(db, 'cities', () => loadCityNames(db));

/** The cities whose folded name starts with `folded` (already folded), from the sorted list. */
export function citiesStartingWith(names: readonly CityName[], folded: string): CityName[] {
  let low = 0;
  let high = names.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (names[mid]!.folded < folded) low = mid + 1;
    else high = mid;
  }
  const found: CityName[] = [];
  for (let i = low; i < names.length && names[i]!.folded.startsWith(folded); i++) found.push(names[i]!);
  return found;
}

/** Drops the cached names of `db`: a city renamed in the back office is found by its new name at once. */
export const forgetCityNames = (db: Queryable) => cache.forget(db, '');
