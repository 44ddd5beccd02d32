// GET listings: one page of ids and the total, then their cards. A narrow search (a city, a keyword, a small map
// view, a province or metro) runs searchPageSql, which counts in the same pass; a search over the whole map
// runs searchIdsSql and searchCountSql side by side; count=0 runs searchIdsSql alone.
import type { ListingSearchResponse } from '@rentals/shared/resources/listings';
import { MAX_SEARCH_PAGE, SEARCH_PAGE_SIZE } from '@rentals/shared/search-filters';
import { type Queryable, queryRows } from '../../db/client.ts';
import { listingsPermalink, loadCards } from '../listings/listing-cards.ts';
import {
  assertValidCriteria,
  isWideSearch,
  type SearchCriteria,
  searchCountSql,
  searchIdsSql,
  searchPageSql,
} from './search.query.ts';

/** Rows of a raw statement; both drivers answer `{ rows }`. */
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
      lastPage,
      endOfListings: lastPage === null ? !found.more : page >= lastPage,
    },
  };
}

export interface FoundPage {
  ids: number[];
  total: number | null;
  /** Whether another page follows (known without the total). */
  more: boolean;
}

/**
 * One page of ids and the total, with exactly the statements GET listings runs (the benchmark times this as
 * the endpoint's SQL): searchPageSql for a narrow search, searchIdsSql and searchCountSql side by side for one
 * over the whole map.
 */
export async function searchPage(
  db: Queryable,
  criteria: SearchCriteria,
  now = new Date(),
  page = 1,
): Promise<FoundPage> {
  const count = async () => Number((await queryRows<{ total: number }>(db, searchCountSql(criteria)))[0]?.total ?? 0);
  if (isWideSearch(criteria)) {
    // Over the whole map the page and the count are each a long read: side by side on two connections.
    const [rows, total] = await Promise.all([
      queryRows<{ id: number }>(db, searchIdsSql(criteria, now, { page })),
      count(),
    ]);
    return { ids: rows.map((row) => Number(row.id)), total, more: false };
  }
  const rows = await queryRows<{ id: number; total: number }>(db, searchPageSql(criteria, now, page));
  // A page past the end has no row to carry the total.
  const total = rows[0] ? Number(rows[0].total) : page === 1 ? 0 : await count();
  return { ids: rows.map((row) => Number(row.id)), total, more: false };
}

/** count=0: one row more than a page says whether another page follows. */
async function pageWithoutTotal(db: Queryable, criteria: SearchCriteria, now: Date, page: number): Promise<FoundPage> {
  const rows = await queryRows<{ id: number }>(db, searchIdsSql(criteria, now, { page, limit: SEARCH_PAGE_SIZE + 1 }));
  return {
    ids: rows.slice(0, SEARCH_PAGE_SIZE).map((row) => Number(row.id)),
    total: null,
    more: rows.length > SEARCH_PAGE_SIZE,
  };
}
