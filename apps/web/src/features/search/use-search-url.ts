// The search lives in the URL (spec 5): filters and page are read from the query, and every change
// writes a new URL (only non-empty filters; `p` only past page 1). Any filter change goes back to page 1
// (spec 4). Back and forward work because nothing else holds the search.
import { filtersFromQuery, filtersToQuery, normalizeFilters, type SearchFilters } from '@rentals/shared/search-filters';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

export type FiltersUpdate = Partial<SearchFilters> | ((current: SearchFilters) => Partial<SearchFilters>);

/** "?beds=1,2&p=3", or "" when the search is empty. Commas stay readable (they are allowed in a query). */
export function searchString(filters: SearchFilters, page = 1): string {
  const query = filtersToQuery(filters, page).toString().replace(/%2C/gi, ',');
  return query ? `?${query}` : '';
}

export function useSearchUrl() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { filters, page } = useMemo(() => filtersFromQuery(new URLSearchParams(search)), [search]);

  const setFilters = useCallback(
    (update: FiltersUpdate, options: { replace?: boolean } = {}) => {
      const patch = typeof update === 'function' ? update(filters) : update;
      const next = normalizeFilters({ ...filters, ...patch });
      void navigate({ pathname, search: searchString(next, 1) }, { replace: options.replace });
    },
    [filters, navigate, pathname],
  );

  const setPage = useCallback(
    (nextPage: number) => void navigate({ pathname, search: searchString(filters, nextPage) }),
    [filters, navigate, pathname],
  );

  /** A page's link (real hrefs, so pages open in new tabs and crawlers follow them). */
  const pageHref = useCallback(
    (nextPage: number) => `${pathname}${searchString(filters, nextPage)}`,
    [filters, pathname],
  );

  return { pathname, filters, page, setFilters, setPage, pageHref };
}
