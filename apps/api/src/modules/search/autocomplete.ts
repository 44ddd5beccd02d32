// GET listings-autocomplete (cities, metros, provinces and listing addresses as the visitor types) and
// GET listings-autocomplete-did-you-mean (the closest place name to a misspelling, by pg_trgm similarity).
import type { Locale } from '@rentals/shared';
import type { Suggestion } from '@rentals/shared/resources/listings';
import { listingsPaths } from '@rentals/shared/resources/listings';
import { type SQL, sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../../db/client.ts';
import { escapeLike } from '../../lib/sql-like.ts';
import { listingsPermalink } from '../listings/listing-cards.ts';
import { type CityName, cityNames, citiesStartingWith as findCities, foldName } from './city-names.ts';

export const MAX_SUGGESTIONS = 8;
const MAX_METROS = 2;
const MAX_PROVINCES = 2;
const MAX_ADDRESSES = 3;
/** Below this similarity (0 to 1) a place is not offered as "did you mean". */
export const DID_YOU_MEAN_THRESHOLD = 0.3;
/** Address search needs a few characters: shorter patterns cannot use the trigram index. */
const ADDRESS_MIN = 3;
/** Rows read per address suggestion: several units often share one address. */
const ADDRESS_ROWS_PER_SUGGESTION = 8;

// ---------------------------------------------------------------- accent- and punctuation-insensitive names

/** Accented letters of North American place names; each maps to its plain lower-case letter. */
const ACCENTED = 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĒēĪīŌōŪūǪǫ';
const PLAIN = ACCENTED.normalize('NFKD')
  .replace(/[\u0300-\u036f]/g, '')
  .toLowerCase();
const SPACED = '-/';
/** Dropped, as by foldName; includes the combining grave accent some names carry. */
const DROPPED = `'‘’.(),\u0300`;

/** foldName in SQL, for the small place tables: translate deletes the characters that have no counterpart. */
const foldedName = (column: SQL) => sql`lower(translate(${column}, ${ACCENTED + SPACED + DROPPED}, ${`${PLAIN}  `}))`;

/** `value` with LIKE's wildcards taken literally. */
const prefixPattern = (value: string) => `${escapeLike(value)}%`;

// ---------------------------------------------------------------- places as suggestions

type CityRow = Pick<
  CityName,
  'id' | 'name' | 'slug' | 'listingCount' | 'provinceSlug' | 'provinceName' | 'provinceNameFr'
>;

interface MetroRow {
  id: number;
  name: string;
  slug: string;
  province_name: string;
  province_name_fr: string | null;
  listing_count: number;
}

interface ProvinceRow {
  id: number;
  name: string;
  name_fr: string | null;
  slug: string;
  code: string;
  country: string;
  listing_count: number;
}

// Listing counts come from listing_city_stats (refreshed by a job), summed for metros and provinces.
const CITIES = sql`select c.id, c.name, c.slug, coalesce(s.active_count, 0)::int as "listingCount",
    p.slug as "provinceSlug", p.name as "provinceName", p.name_fr as "provinceNameFr"
  from cities c
  join provinces p on p.id = c.province_id
  left join listing_city_stats s on s.city_id = c.id`;

const METROS = sql`select m.id, m.name, m.slug, p.name as province_name, p.name_fr as province_name_fr,
    (select coalesce(sum(s.active_count), 0) from listing_city_stats s join cities c on c.id = s.city_id
      where c.metro_area_id = m.id)::int as listing_count
  from metro_areas m
  join provinces p on p.id = m.province_id`;

const PROVINCES = sql`select p.id, p.name, p.name_fr, p.slug, p.code, p.country,
    (select coalesce(sum(s.active_count), 0) from listing_city_stats s join cities c on c.id = s.city_id
      where c.province_id = p.id)::int as listing_count
  from provinces p`;

const COUNTRY_NAMES: Record<string, Record<Locale, string>> = {
  CA: { en: 'Canada', fr: 'Canada' },
  US: { en: 'United States', fr: 'États-Unis' },
};

const provinceLabel = (name: string, nameFr: string | null, locale: Locale) => (locale === 'fr' && nameFr) || name;

const citySuggestion = (row: CityRow, permalink: string, locale: Locale): Suggestion => ({
  type: 'city',
  id: row.id,
  label: row.name,
  sublabel: provinceLabel(row.provinceName, row.provinceNameFr, locale),
  path: listingsPaths.city(permalink, row.provinceSlug, row.slug),
  listingCount: Number(row.listingCount),
});

const metroSuggestion = (row: MetroRow, permalink: string, locale: Locale): Suggestion => ({
  type: 'metro',
  id: row.id,
  label: row.name,
  sublabel: provinceLabel(row.province_name, row.province_name_fr, locale),
  path: listingsPaths.metro(permalink, row.slug),
  listingCount: Number(row.listing_count),
});

const provinceSuggestion = (row: ProvinceRow, permalink: string, locale: Locale): Suggestion => ({
  type: 'province',
  id: row.id,
  label: provinceLabel(row.name, row.name_fr, locale),
  sublabel: COUNTRY_NAMES[row.country]?.[locale] ?? row.country,
  path: listingsPaths.province(permalink, row.slug),
  listingCount: Number(row.listing_count),
});

// ---------------------------------------------------------------- autocomplete

/** Cities whose name starts with `folded`: the name typed in full first, then cities with listings, then the biggest. */
async function citiesStartingWith(db: Queryable, folded: string, limit: number): Promise<CityRow[]> {
  const byRank = (a: CityName, b: CityName) =>
    Number(b.folded === folded) - Number(a.folded === folded) ||
    Number(b.listingCount > 0) - Number(a.listingCount > 0) ||
    b.population - a.population ||
    a.id - b.id;
  return findCities(await cityNames(db), folded)
    .sort(byRank)
    .slice(0, limit);
}

function metrosStartingWith(db: Queryable, folded: string, limit: number) {
  const name = foldedName(sql`m.name`);
  return queryRows<MetroRow>(
    db,
    sql`${METROS} where ${name} like ${prefixPattern(folded)}
      order by ${name} = ${folded} desc, m.population desc, m.id
      limit ${limit}`,
  );
}

/** Provinces and states by name prefix (English or French) or by code ("on", "NY"). */
function provincesMatching(db: Queryable, folded: string, limit: number) {
  const name = foldedName(sql`p.name`);
  const nameFr = foldedName(sql`coalesce(p.name_fr, p.name)`);
  return queryRows<ProvinceRow>(
    db,
    sql`${PROVINCES}
      where ${name} like ${prefixPattern(folded)} or ${nameFr} like ${prefixPattern(folded)} or lower(p.code) = ${folded}
      order by (lower(p.code) = ${folded} or ${name} = ${folded}) desc, p.name, p.id
      limit ${limit}`,
  );
}

interface AddressRow {
  id: number;
  slug: string;
  street_address: string;
  city_name: string;
  city_slug: string;
  province_slug: string;
  province_code: string;
}

/**
 * Active listings whose street address contains `q` (the listings_address_trgm index when the words are rare),
 * one per address. No ordering: a common street name matches thousands of rows and sorting them all would cost
 * more than the suggestion is worth; the first few found will do.
 */
async function addressesContaining(db: Queryable, q: string, limit: number): Promise<AddressRow[]> {
  const rows = await queryRows<AddressRow>(
    db,
    sql`select l.id, l.slug, l.street_address, c.name as city_name, c.slug as city_slug,
        p.slug as province_slug, p.code as province_code
      from (
        select id, slug, street_address, city_id, province_id from listings
        where status = 'active' and street_address ilike ${`%${escapeLike(q)}%`}
        limit ${limit * ADDRESS_ROWS_PER_SUGGESTION}
      ) l
      join cities c on c.id = l.city_id
      join provinces p on p.id = l.province_id`,
  );
  const seen = new Set<string>();
  return rows
    .filter((row) => {
      const address = `${row.street_address.toLowerCase()}|${row.city_slug}|${row.province_slug}`;
      if (seen.has(address)) return false;
      seen.add(address);
      return true;
    })
    .slice(0, limit);
}

export async function autocomplete(db: Queryable, q: string, locale: Locale): Promise<Suggestion[]> {
  const folded = foldName(q);
  if (!folded) return [];
  const [permalink, cityRows, metroRows, provinceRows, addressRows] = await Promise.all([
    listingsPermalink(db),
    citiesStartingWith(db, folded, MAX_SUGGESTIONS),
    metrosStartingWith(db, folded, MAX_METROS),
    provincesMatching(db, folded, MAX_PROVINCES),
    q.trim().length >= ADDRESS_MIN ? addressesContaining(db, q.trim(), MAX_ADDRESSES) : Promise.resolve([]),
  ]);
  const cities = cityRows.map((row) => citySuggestion(row, permalink, locale));
  const others = [
    ...metroRows.map((row) => metroSuggestion(row, permalink, locale)),
    ...provinceRows.map((row) => provinceSuggestion(row, permalink, locale)),
    ...addressRows.map(
      (row): Suggestion => ({
        type: 'address',
        id: row.id,
        label: row.street_address,
        sublabel: `${row.city_name}, ${row.province_code}`,
        path: listingsPaths.listing(permalink, row.province_slug, row.city_slug, row.slug, row.id),
        listingCount: null,
      }),
    ),
  ];
  // Cities take the room the other kinds leave (at least 3); a place name typed in full comes first.
  const all = [...cities.slice(0, Math.max(MAX_SUGGESTIONS - others.length, 3)), ...others];
  const exact = all.filter((s) => s.type !== 'address' && foldName(s.label) === folded);
  return [...exact, ...all.filter((s) => !exact.includes(s))].slice(0, MAX_SUGGESTIONS);
}

// ---------------------------------------------------------------- did you mean

interface CloseRow {
  type: 'city' | 'metro' | 'province';
  id: number;
}

/**
 * The place whose name is most similar to `q` (pg_trgm similarity; the cities_name_trgm index narrows the
 * cities), ties going to the most populous; null when nothing reaches DID_YOU_MEAN_THRESHOLD.
 */
export async function didYouMean(db: Queryable, q: string, locale: Locale): Promise<Suggestion | null> {
  const threshold = DID_YOU_MEAN_THRESHOLD;
  const provinceScore = sql`greatest(similarity(p.name, ${q}), similarity(coalesce(p.name_fr, p.name), ${q}))`;
  const [best] = await queryRows<CloseRow>(
    db,
    sql`select type, id from (
        (select 'city' as type, c.id, similarity(c.name, ${q}) as score, c.population::float8 as population
          from cities c where c.name % ${q} and similarity(c.name, ${q}) >= ${threshold}
          order by 3 desc, 4 desc limit 1)
        union all
        (select 'metro', m.id, similarity(m.name, ${q}), m.population::float8
          from metro_areas m where similarity(m.name, ${q}) >= ${threshold}
          order by 3 desc, 4 desc limit 1)
        union all
        (select 'province', p.id, ${provinceScore},
            (select coalesce(sum(c.population), 0) from cities c where c.province_id = p.id)::float8
          from provinces p where ${provinceScore} >= ${threshold}
          order by 3 desc, 4 desc limit 1)
      ) candidates
      order by score desc, population desc
      limit 1`,
  );
  if (!best) return null;
  const permalink = await listingsPermalink(db);
  const id = Number(best.id);
  if (best.type === 'province') {
    const [row] = await queryRows<ProvinceRow>(db, sql`${PROVINCES} where p.id = ${id}`);
    return row ? provinceSuggestion(row, permalink, locale) : null;
  }
  if (best.type === 'metro') {
    const [row] = await queryRows<MetroRow>(db, sql`${METROS} where m.id = ${id}`);
    return row ? metroSuggestion(row, permalink, locale) : null;
  }
  const [row] = await queryRows<CityRow>(db, sql`${CITIES} where c.id = ${id}`);
  return row ? citySuggestion(row, permalink, locale) : null;
}
