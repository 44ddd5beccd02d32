// TanStack Query options for a list that pages or filters: the last answer stays on screen while the next one
// loads (the renter area's lists, My Inquiries).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Query options of one fetch, the last answer kept on screen while the next one (another page, another filter) loads. */
export function keptQuery<T>(queryKey: readonly unknown[], fetch: (signal: AbortSignal) => Promise<T>) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => fetch(signal), placeholderData: keepPreviousData });
}
