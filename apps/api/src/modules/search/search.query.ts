// The SQL of listing search: one WHERE clause for every filter of spec 3 (shared by GET listings, the city
// page, map markers and marker info) and the ordering of each sort. Written as plain SQL so that EXPLAIN shows
// exactly what runs, and so the benchmark can time the very same statements. A search reads the narrow
// `listing_search` table (the search columns of the active listings) unless it has a keyword, which only
// `listings` can answer (its text and tsvector); both tables name the columns alike.
import type { Bounds, SearchFiltersQuery } from '@rentals/shared/resources/listings';
import { SEARCH_PAGE_SIZE, type SearchSort } from '@rentals/shared/search-filters';
import type { LatLng } from '@rentals/shared/travel';
import { type SQL, sql } from 'drizzle-orm';
import { type Queryable, queryRows } from '../../db/client.ts';
import { type FieldRules, invalidFields } from '../../lib/http-error.ts';

/** Where a search looks: at most one of these (none: everywhere). */
export interface SearchScope {
  cityId?: number | undefined;
  metroAreaId?: number | undefined;
  provinceId?: number | undefined;
}

export type SearchCriteria = SearchFiltersQuery & SearchScope;

const SCOPE_FIELDS = ['cityId', 'metroAreaId', 'provinceId'] as const;
const RANGES = [
  ['minRate', 'maxRate'],
  ['minSqft', 'maxSqft'],
  ['minBaths', 'maxBaths'],
] as const;

/**
 * Checks what the schema cannot see field by field: one place scope at most, no range with min > max, and the
 * distance sort has its point (near).
 */
export function assertValidCriteria(criteria: SearchCriteria): void {
  const fields: FieldRules = {};
  if (criteria.sort === 'distance' && !criteria.near) fields.near = 'required';
  const scopes = SCOPE_FIELDS.filter((field) => criteria[field] !== undefined);
  for (const extra of scopes.slice(1)) fields[extra] = 'invalid';
  for (const [minField, maxField] of RANGES) {
    const min = criteria[minField];
    const max = criteria[maxField];
    if (min !== undefined && max !== undefined && min > max) {
      fields[maxField] = { rule: 'min.numeric', params: { min } };
    }
  }
  if (Object.keys(fields).length > 0) throw invalidFields(fields);
}

/** True when any filter beyond the place scope, the bounds and the sort is set. */
export function hasFilters(criteria: SearchFiltersQuery): boolean {
  const c = criteria;
  return (
    [c.amenities, c.utilities, c.petPolicies, c.rentalTypes, c.beds, c.baths].some((list) => (list?.length ?? 0) > 0) ||
    [c.furnished, c.minBaths, c.maxBaths, c.minRate, c.maxRate, c.minSqft, c.maxSqft].some((v) => v !== undefined) ||
    Boolean(c.keyword)
  );
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

const numberList = (values: readonly number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** A checklist where the top option means "that many or more" (beds 4 = 4+, baths 3 = 3+). */
function checklist(column: SQL, values: readonly number[], orMore: number): SQL {
  const exact = values.filter((v) => v < orMore);
  const parts: SQL[] = [];
  if (exact.length > 0) parts.push(sql`${column} in (${numberList(exact)})`);
  if (values.some((v) => v >= orMore)) parts.push(sql`${column} >= ${orMore}`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

export const BEDS_OR_MORE = 4;
export const BATHS_OR_MORE = 3;

/**
 * Bounds of at least this many square degrees (a region, a province, the country) are "wide". The planner
 * estimates `point <@ box` at a fixed tiny selectivity whatever the box, so a wide box would still be read
 * through the GiST index, row by row; on lat/lng ranges it estimates from column statistics and reads wide
 * views sequentially or in enabled_at order instead.
 */
export const WIDE_BOUNDS_AREA = 4;

export const isWideBounds = (b: Bounds) => (b.north - b.south) * (b.east - b.west) >= WIDE_BOUNDS_AREA;

/** Listings inside the bounds, edges included: the GiST index on `location` (point(lng, lat)) for small views. */
function boundsCondition(b: Bounds): SQL {
  if (isWideBounds(b)) {
    return sql`lat between ${b.south}::float8 and ${b.north}::float8 and lng between ${b.west}::float8 and ${b.east}::float8`;
  }
  return sql`location <@ box(point(${b.west}::float8, ${b.south}::float8), point(${b.east}::float8, ${b.north}::float8))`;
}

/** listing_search holds active listings only; listings holds every listing and its text. */
export type SearchTable = 'listings' | 'listing_search';

/** The table a search reads: listing_search, unless a keyword needs the text that only listings holds. */
const searchTable = (criteria: SearchFiltersQuery): SearchTable => (criteria.keyword ? 'listings' : 'listing_search');

/** What a search reads: its table and its conditions there. */
export interface SearchSource {
  table: SearchTable;
  where: SQL;
}

export function searchSource(criteria: SearchCriteria): SearchSource {
  const table = searchTable(criteria);
  return { table, where: searchConditions(criteria, table) };
}

/** `from <table> where <conditions>` of a search source. */
export const fromSource = (source: SearchSource): SQL =>
  sql`from ${sql.identifier(source.table)} where ${source.where}`;

/** The conditions of a search on `table` (always active listings only), joined with `and`. */
export function searchConditions(criteria: SearchCriteria, table: SearchTable = 'listings'): SQL {
  const c = criteria;
  if (c.keyword && table !== 'listings') throw new Error('a keyword search reads listings: listing_search has no text');
  const where: SQL[] = table === 'listings' ? [sql`status = 'active'`] : [];
  if (c.cityId !== undefined) where.push(sql`city_id = ${c.cityId}`);
  if (c.metroAreaId !== undefined) where.push(sql`metro_area_id = ${c.metroAreaId}`);
  if (c.provinceId !== undefined) where.push(sql`province_id = ${c.provinceId}`);
  if (c.bounds) where.push(boundsCondition(c.bounds));
  if (c.amenities?.length) where.push(sql`amenities @> ${textArray(c.amenities)}`);
  if (c.utilities?.length) where.push(sql`utilities @> ${textArray(c.utilities)}`);
  if (c.petPolicies?.length) where.push(sql`pet_policies @> ${textArray(c.petPolicies)}`);
  if (c.rentalTypes?.length) where.push(sql`rental_type = any(${textArray(c.rentalTypes)})`);
  if (c.furnished !== undefined) where.push(sql`furnished = ${c.furnished}`);
  if (c.beds?.length) where.push(checklist(sql`beds`, c.beds, BEDS_OR_MORE));
  if (c.baths?.length) where.push(checklist(sql`baths`, c.baths, BATHS_OR_MORE));
  if (c.minBaths !== undefined) where.push(sql`baths >= ${c.minBaths}::float8`);
  if (c.maxBaths !== undefined) where.push(sql`baths <= ${c.maxBaths}::float8`);
  where.push(...priceConditions(c));
  if (c.minSqft !== undefined) where.push(sql`sqft >= ${c.minSqft}`);
  if (c.maxSqft !== undefined) where.push(sql`sqft <= ${c.maxSqft}`);
  if (c.keyword) where.push(sql`search_vector @@ websearch_to_tsquery('english', ${c.keyword})`);
  return where.length > 0 ? sql.join(where, sql` and `) : sql`true`;
}

/**
 * The price range (minRate/maxRate, in dollars; rents and fees are stored in cents) on the rent, or with
 * priceIncludesFees on the total monthly cost. A maximum on the total keeps `rent <= max` too: fees are never
 * negative, so it changes nothing but lets the rent index narrow the rows.
 */
function priceConditions(c: SearchFiltersQuery): SQL[] {
  const where: SQL[] = [];
  const total = sql`rent + monthly_fees`;
  if (c.minRate !== undefined)
    where.push(c.priceIncludesFees ? sql`${total} >= ${c.minRate * 100}` : sql`rent >= ${c.minRate * 100}`);
  if (c.maxRate !== undefined) {
    where.push(sql`rent <= ${c.maxRate * 100}`);
    if (c.priceIncludesFees) where.push(sql`${total} <= ${c.maxRate * 100}`);
  }
  return where;
}

/**
 * newest: featured listings (featured_until still ahead) first, then the most recently enabled. Prices: strictly
 * by rent. distance: nearest to `near` first, ties by id (a city sorts its few matches; a wider search reads
 * the GiST index on `location` up to the page, see nearestPageSql). `<->` measures in degrees of the
 * (lng, lat) plane, the order the index knows: exact along a meridian or a parallel, within the cos(latitude)
 * stretch of longitude otherwise; cards show the true great-circle distance. Without `near`
 * (assertValidCriteria refuses that) distance falls back to newest. Every order ends with the id, so pages
 * are stable and never overlap.
 */
export function searchOrder(sort: SearchSort | undefined, now: Date, near?: LatLng): SQL {
  if (sort === 'price-asc') return sql`rent asc, id asc`;
  if (sort === 'price-desc') return sql`rent desc, id desc`;
  if (sort === 'distance' && near) return sql`location <-> point(${near.lng}::float8, ${near.lat}::float8), id asc`;
  return sql`${featuredNow(now)} desc, ${NEWEST}`;
}

/** The order of the newest and featured-newest indexes of both tables (id is never null: "nulls last" only matches them). */
export const NEWEST = sql`enabled_at desc nulls last, id desc nulls last`;

const featuredNow = (now: Date) => sql`coalesce(featured_until > ${now.toISOString()}::timestamptz, false)`;

export interface PageWindow {
  page?: number | undefined;
  /** Rows to fetch: the page size, or one more to learn whether another page follows. */
  limit?: number;
}

/**
 * A search that is not held to a small map view or a city can match a good part of a million listings (a
 * province, the whole map, a common keyword anywhere): too many to sort or count in full on every request.
 * A city or a small view has few enough matches to sort and count them in one pass.
 */
export function isWideSearch(criteria: SearchCriteria): boolean {
  const c = criteria;
  if (c.cityId !== undefined) return false;
  return !c.bounds || isWideBounds(c.bounds);
}

/**
 * A city and nothing else (no bounds, no filter): a city page as it opens. Its page newest first is read in
 * the order of the city's newest index (listing_search_city_newest_idx) and its total counted on the city
 * index alone, instead of sorting and counting every listing of the city in one pass (New York City: ~25,000
 * rows, ~10 ms, for 20 ids).
 */
export function isPlainCity(criteria: SearchCriteria): boolean {
  return criteria.cityId !== undefined && !criteria.bounds && !hasFilters(criteria);
}

/**
 * What GET listings runs for a narrow search: one page of ids, each row carrying the search's exact total
 * (count(*) over ()), in one pass over its matches. A page past the end has no rows, so no total: ask
 * searchCountSql then.
 */
export function searchPageSql(criteria: SearchCriteria, now = new Date(), page = 1): SQL {
  return pageOfIdsSql(
    searchSource(criteria),
    searchOrder(criteria.sort, now, criteria.near),
    { page },
    sql`id, count(*) over ()::int as total`,
  );
}

/**
 * `select id from … where … order by … limit … offset …`: one page of a search's ids, no total. A wide
 * search sorted newest first reads featured and other listings separately, each in the order of its index,
 * so it stops after the page instead of sorting every match.
 */
export function searchIdsSql(criteria: SearchCriteria, now = new Date(), window: PageWindow = {}): SQL {
  const source = searchSource(criteria);
  if ((isWideSearch(criteria) || isPlainCity(criteria)) && (criteria.sort ?? 'newest') === 'newest') {
    return newestPageSql(source, now, window);
  }
  if (criteria.sort === 'distance' && criteria.near) return nearestPageSql(source, criteria.near, window);
  return pageOfIdsSql(source, searchOrder(criteria.sort, now, criteria.near), window);
}

/**
 * The distance sort without sorting every match. PostgreSQL cannot add the id tie-break to a KNN index scan
 * (it would sort all matches: seconds over the whole map), so: the KNN scan finds how far the last listing
 * of the page lies (reading offset + limit rows in distance order), then the listings inside that circle,
 * ties at its edge included, are sorted by distance and id. The circle holds every listing ranked up to the
 * end of the page, so the page is exactly that slice of searchOrder('distance'). With fewer matches than
 * offset + limit (so at most MAX_SEARCH_PAGE pages of them) there is no edge and the circle is unbounded.
 */
function nearestPageSql(source: SearchSource, near: LatLng, window: PageWindow): SQL {
  const { limit, offset } = pageWindow(window);
  const point = sql`point(${near.lng}::float8, ${near.lat}::float8)`;
  const edge = sql`(select location <-> ${point} ${fromSource(source)} order by location <-> ${point} limit 1 offset ${offset + limit - 1})`;
  return sql`select id ${fromSource(source)} and location <@ circle(${point}, coalesce(${edge}, 'infinity'::float8)) order by location <-> ${point}, id asc limit ${limit} offset ${offset}`;
}

/** Featured first, then newest: the first offset + limit of each part, merged. Same rows as searchOrder('newest'). */
function newestPageSql(source: SearchSource, now: Date, window: PageWindow): SQL {
  const { limit, offset } = pageWindow(window);
  const at = sql`${now.toISOString()}::timestamptz`;
  const part = (featured: boolean, condition: SQL) =>
    sql`(select id, ${sql.raw(String(featured))} as featured, enabled_at ${fromSource(source)} and ${condition} order by ${NEWEST} limit ${offset + limit})`;
  return sql`select id from (${part(true, sql`featured_until > ${at}`)} union all ${part(false, sql`(featured_until is null or featured_until <= ${at})`)}) as page order by featured desc, ${NEWEST} limit ${limit} offset ${offset}`;
}

/** `select count(*) as total from … where …`: how many listings a search finds. */
export function searchCountSql(criteria: SearchCriteria): SQL {
  return countSql(searchSource(criteria));
}

/**
 * Exact totals of wide searches stop here: counting 20,000 keyword matches or a province reads every one of
 * them. Up to this many the total is exact; beyond it the planner's estimate is answered, marked as such.
 */
export const EXACT_COUNT_LIMIT = 1000;

/** How many listings a search finds, counting no further than `limit` + 1. */
export function cappedCountSql(criteria: SearchCriteria, limit = EXACT_COUNT_LIMIT): SQL {
  return sql`select count(*)::int as total from (select 1 ${fromSource(searchSource(criteria))} limit ${limit + 1}) as found`;
}

/** The statement whose row count the planner estimates for a search's matches (see plannerEstimate). */
export function estimatedCountSql(criteria: SearchCriteria): SQL {
  return sql`select 1 ${fromSource(searchSource(criteria))}`;
}

function pageWindow(window: PageWindow) {
  const page = window.page ?? 1;
  return { limit: window.limit ?? SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE };
}

export function pageOfIdsSql(source: SearchSource, order: SQL, window: PageWindow = {}, columns = sql`id`): SQL {
  const { limit, offset } = pageWindow(window);
  return sql`select ${columns} ${fromSource(source)} order by ${order} limit ${limit} offset ${offset}`;
}

export const countSql = (source: SearchSource): SQL => sql`select count(*)::int as total ${fromSource(source)}`;

/** The `total` a count statement (countSql, cappedCountSql, searchCountSql) answers. */
export async function readTotal(db: Queryable, query: SQL): Promise<number> {
  const [row] = await queryRows<{ total: number }>(db, query);
  return Number(row?.total ?? 0);
}
