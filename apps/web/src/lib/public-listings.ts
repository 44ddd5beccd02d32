// The public listing calls several features make: cards by id (GET fav-listings, no view counted: the
// logged-out favourites page, a renter list's map popup) and the search box's suggestions (GET
// listings-autocomplete), with their TanStack Query keys, so every caller shares one cache entry.
import type { ListingListResponse, Suggestion } from '@rentals/shared/resources/listings';
import { api } from './api-client.ts';

export const publicListingKeys = {
  byIds: (ids: readonly number[]) => ['fav-listings', ids.join(',')] as const,
  autocomplete: (q: string) => ['listings-autocomplete', q] as const,
};

export const publicListingsApi = {
  byIds: (ids: readonly number[], signal?: AbortSignal) =>
    api.get<ListingListResponse>('fav-listings', { query: { ids: ids.join(',') }, signal }),
  autocomplete: (q: string, signal?: AbortSignal) =>
    api.get<{ suggestions: Suggestion[] }>('listings-autocomplete', { query: { q }, signal }),
};
