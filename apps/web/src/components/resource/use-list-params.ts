// A list's state is its URL: ?page=&sort=&q= and the filters, so a reload, the back button or a shared link
// shows the same rows. Changing the search, a filter or the sort goes back to page 1.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Query } from '../../lib/api-client.ts';

export interface ListParams {
  page: number;
  sort: string;
  q: string;
  filters: Record<string, string>;
}

export function useListParams(defaultSort: string, filterNames: readonly string[]) {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo<ListParams>(() => {
    const page = Number(searchParams.get('page'));
    return {
      page: Number.isInteger(page) && page > 1 ? page : 1,
      sort: searchParams.get('sort') || defaultSort,
      q: searchParams.get('q') ?? '',
      filters: Object.fromEntries(filterNames.map((name) => [name, searchParams.get(name) ?? ''])),
    };
  }, [searchParams, defaultSort, filterNames]);

  /** Sets some parameters (empty values are removed); anything but the page resets the page. */
  const update = useCallback(
    (changes: Partial<Record<string, string | number>>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: !('page' in changes) },
      );
    },
    [setSearchParams],
  );

  /** What the API gets: the list contract's page, sort and q, and every filter that has a value. */
  const query = useMemo<Query>(
    () => ({ page: params.page, sort: params.sort, q: params.q || undefined, ...params.filters }),
    [params],
  );

  return { params, query, update };
}
