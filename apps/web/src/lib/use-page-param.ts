// The page of a paged list, kept in the URL (?page=2) so a reload or a shared link shows the same page.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = useCallback(
    (next: number) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next > 1) updated.set('page', String(next));
          else updated.delete('page');
          return updated;
        },
        { preventScrollReset: false },
      );
      window.scrollTo?.(0, 0);
    },
    [setParams],
  );
  return [page, setPage];
}
