// GET listings: one page of ids and the total, then their cards. A narrow search (a city, a small map view)
// runs searchPageSql, which counts exactly in the same pass; a wide one (a province, a metro, the whole map, a
// keyword anywhere) reads one page in index order and counts to EXACT_COUNT_LIMIT, then estimates (or answers
// the estimate at once when it is far past that limit); count=0 reads the page alone.
import type { ListingSearchResponse } from '@rentals/shared/resources/listings';
import { MAX_SEARCH_PAGE, SEARCH_PAGE_SIZE } from '@rentals/shared/search-filters';
import { type Queryable, queryRows } from '../../db/client.ts';
import { plannerEstimate } from '../../lib/planner-estimate.ts';
import { listingsPermalink, loadCards } from '../listings/listing-cards.ts';
import {
  assertValidCriteria,
  cappedCountSql,
  EXACT_COUNT_LIMIT,
  estimatedCountSql,
  isPlainCity,
  isWideSearch,
  readTotal,
  type SearchCriteria,
  searchCountSql,
  searchIdsSql,
  searchPageSql,
} from './search.query.ts';

export interface SearchRequest extends SearchCriteria {
  page?: number | undefined;
  /** false: skip the total (total and lastPage null); endOfListings comes from fetching one row more. */
  count?: boolean | undefined;
}

export async function searchListings(
  db: Queryable,
  request: SearchRequest,
  options: { permalink?: string; now?: Date } = {},
): Promise<ListingSearchResponse> {
  assertValidCriteria(request);
  const page = request.page ?? 1;
  const now = options.now ?? new Date();
  const [found, permalink] = await Promise.all([
    request.count === false ? pageWithoutTotal(db, request, now, page) : searchPage(db, request, now, page),
    options.permalink ?? listingsPermalink(db),
  ]);
  const listings = await loadCards(db, found.ids, { permalink });
  const lastPage =
    found.total === null ? null : Math.min(MAX_SEARCH_PAGE, Math.max(1, Math.ceil(found.total / SEARCH_PAGE_SIZE)));
  return {
    listings,
    pagination: {
      currentPage: page,
      perPage: SEARCH_PAGE_SIZE,
      total: found.total,
      totalIsEstimate: found.totalIsEstimate,
      lastPage,
      endOfListings: found.more === null ? page >= (lastPage ?? 1) : !found.more || page >= MAX_SEARCH_PAGE,
    },
  };
}

/**
 * A first-page estimate this many times the exact-count limit is answered without counting: single-filter
 * estimates come from column statistics and land within a few percent (keyword "fireplace": 20,876 estimated,
 * 20,306 found), and even one ten times too high still means more matches than the limit. Counting the first
 * 1,001 keyword matches costs a GIN bitmap of every match (~12 ms at a million listings), more than the page.
 * A page with no row at all counts after all, so a page past the end of an overestimated search gets its exact
 * total.
 */
const TRUSTED_ESTIMATE_FACTOR = 10;

export interface FoundPage {
  ids: number[];
  total: number | null;
  /** The total is the planner's estimate (a wide search with more than EXACT_COUNT_LIMIT matches). */
  totalIsEstimate: boolean;
  /** Whether another page follows, when the page was read with one row more (null: ask the total). */
  more: boolean | null;
}

const idsOf = (rows: { id: number }[]) => rows.slice(0, SEARCH_PAGE_SIZE).map((row) => Number(row.id));

/**
 * One page of ids and the total, with exactly the statements GET listings runs (the benchmark times this as
 * the endpoint's SQL).
 */
export async function searchPage(
  db: Queryable,
  criteria: SearchCriteria,
  now = new Date(),
  page = 1,
  exactCountLimit = EXACT_COUNT_LIMIT,
): Promise<FoundPage> {
  if (isPlainCity(criteria) && (criteria.sort ?? 'newest') === 'newest') {
    // Side by side: the page in index order and the count on the city index.
    const [rows, total] = await Promise.all([
      queryRows<{ id: number }>(db, searchIdsSql(criteria, now, { page })),
      readTotal(db, searchCountSql(criteria)),
    ]);
    return { ids: idsOf(rows), total, totalIsEstimate: false, more: null };
  }
  if (!isWideSearch(criteria)) {
    const rows = await queryRows<{ id: number; total: number }>(db, searchPageSql(criteria, now, page));
    // A page past the end has no row to carry the total.
    const total = rows[0] ? Number(rows[0].total) : page === 1 ? 0 : await readTotal(db, searchCountSql(criteria));
    return { ids: idsOf(rows), total, totalIsEstimate: false, more: null };
  }
  // The planner's estimate first (it plans, never runs, the search): far past the exact-count limit it is
  // answered as it is, and counting the first matches would only confirm what it already says.
  const estimate = await estimatedCount(db, criteria);
  const trusted = estimate >= exactCountLimit * TRUSTED_ESTIMATE_FACTOR;
  const cappedCount = () => readTotal(db, cappedCountSql(criteria, exactCountLimit));
  // Side by side on two connections: the page and the count.
  const [{ ids, more }, counted] = await Promise.all([
    pageWithoutTotal(db, criteria, now, page),
    trusted ? null : cappedCount(),
  ]);
  const seen = (page - 1) * SEARCH_PAGE_SIZE + ids.length;
  // No row at all: the estimate was far too high after all, so count.
  const total = counted ?? (ids.length === 0 ? await cappedCount() : null);
  if (total !== null && total <= exactCountLimit) return { ids, total, totalIsEstimate: false, more };
  // The last page tells the exact total; before it, the planner's estimate (never below what is known).
  if (!more && ids.length > 0) return { ids, total: seen, totalIsEstimate: false, more };
  return { ids, total: Math.max(estimate, exactCountLimit + 1, seen + 1), totalIsEstimate: true, more };
}

const estimatedCount = (db: Queryable, criteria: SearchCriteria) => plannerEstimate(db, estimatedCountSql(criteria));

/** One page of ids without a total (count=0, and wide searches): one row more says whether another page follows. */
async function pageWithoutTotal(db: Queryable, criteria: SearchCriteria, now: Date, page: number) {
  const rows = await queryRows<{ id: number }>(db, searchIdsSql(criteria, now, { page, limit: SEARCH_PAGE_SIZE + 1 }));
  return { ids: idsOf(rows), total: null, totalIsEstimate: false, more: rows.length > SEARCH_PAGE_SIZE };
}
