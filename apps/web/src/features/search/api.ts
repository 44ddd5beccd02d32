// The listings API calls the search, favourites and catch-all pages make (spec 7 "Listings"), with their
// TanStack Query keys; the calls other features make too (cards by id, suggestions) are lib/public-listings'.
// Types come from the shared schemas; the server validates every parameter.
import type {
  ListingListResponse,
  ListingSearchResponse,
  MapMarkersResponse,
  ResolveResponse,
  SearchPlace,
  Suggestion,
} from '@rentals/shared/resources/listings';
import { boundsToParam, filtersToApiParams, type SearchFilters } from '@rentals/shared/search-filters';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Viewport } from '../../components/map/map-geometry.ts';
import { api, isApiError } from '../../lib/api-client.ts';
import { publicListingKeys, publicListingsApi } from '../../lib/public-listings.ts';

/** The place scope GET listings and map-markers take: at most one of cityId, metroAreaId, provinceId. */
export function placeScope(place: Pick<SearchPlace, 'kind' | 'id'> | null): Record<string, string> {
  if (!place || place.id === null) return {};
  if (place.kind === 'city') return { cityId: String(place.id) };
  if (place.kind === 'metro') return { metroAreaId: String(place.id) };
  if (place.kind === 'province') return { provinceId: String(place.id) };
  return {};
}

/** GET listings' parameters for a place, filters and page (page 1 is left out like in the URL). */
export function listingSearchParams(place: SearchPlace | null, filters: SearchFilters, page: number) {
  const params: Record<string, string> = { ...placeScope(place), ...filtersToApiParams(filters) };
  if (page > 1) params.page = String(page);
  return params;
}

/** The path GET resolve is asked about: "/rentals/x/" and "/rentals/x" are one page. */
export function resolvePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export const searchKeys = {
  resolve: (path: string) => ['resolve', path] as const,
  listings: (params: Record<string, string>) => ['listings', params] as const,
  markers: (params: Record<string, string>) => ['map-markers', params] as const,
  markerInfo: (params: Record<string, string>) => ['map-marker-info', params] as const,
  didYouMean: (q: string) => ['listings-autocomplete-did-you-mean', q] as const,
  favouriteMarkers: (ids: readonly number[]) => ['fav-map-markers', ids.join(',')] as const,
};

export const searchApi = {
  resolve: (path: string, signal?: AbortSignal) => api.get<ResolveResponse>('resolve', { query: { path }, signal }),
  listings: (params: Record<string, string>, signal?: AbortSignal) =>
    api.get<ListingSearchResponse>('listings', { query: params, signal }),
  markers: (params: Record<string, string>, signal?: AbortSignal) =>
    api.get<MapMarkersResponse>('map-markers', { query: params, signal }),
  markerInfo: (params: Record<string, string>, signal?: AbortSignal) =>
    api.get<ListingListResponse>('map-marker-info', { query: params, signal }),
  didYouMean: (q: string, signal?: AbortSignal) =>
    api.get<{ suggestion: Suggestion | null }>('listings-autocomplete-did-you-mean', { query: { q }, signal }),
  favouriteMarkers: (ids: readonly number[], signal?: AbortSignal) =>
    api.get<MapMarkersResponse>('fav-map-markers', { query: { ids: ids.join(',') }, signal }),
};

/** What a path is, or null when nothing is there (GET resolve answers 404; the server renders it so too). */
export function useResolve(path: string) {
  return useQuery({
    queryKey: searchKeys.resolve(path),
    queryFn: ({ signal }): Promise<ResolveResponse | null> =>
      searchApi.resolve(path, signal).catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }),
    // A path's meaning (a place, a listing) changes rarely.
    staleTime: 5 * 60_000,
  });
}

/** One page of results; the previous page stays on screen while the next one loads. */
export function useListingSearch(params: Record<string, string>) {
  return useQuery({
    queryKey: searchKeys.listings(params),
    queryFn: ({ signal }) => searchApi.listings(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Markers for the map's viewport; `null` until the map has reported one. */
export function useMapMarkers(base: Record<string, string> | null, viewport: Viewport | null) {
  const params =
    base && viewport ? { ...base, bounds: boundsToParam(viewport.bounds), zoom: String(viewport.zoom) } : {};
  return useQuery({
    queryKey: searchKeys.markers(params),
    queryFn: ({ signal }) => searchApi.markers(params, signal),
    enabled: !!base && !!viewport,
    placeholderData: keepPreviousData,
  });
}

export function useMarkerInfo(params: Record<string, string>) {
  return useQuery({
    queryKey: searchKeys.markerInfo(params),
    queryFn: ({ signal }) => searchApi.markerInfo(params, signal),
  });
}

export function useAutocomplete(q: string) {
  return useQuery({
    queryKey: publicListingKeys.autocomplete(q),
    queryFn: ({ signal }) => publicListingsApi.autocomplete(q, signal),
    enabled: q.length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useDidYouMean(q: string, enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.didYouMean(q),
    queryFn: ({ signal }) => searchApi.didYouMean(q, signal),
    enabled: enabled && q.length >= 2,
    staleTime: 5 * 60_000,
  });
}

export function useFavouriteListings(ids: readonly number[]) {
  return useQuery({
    queryKey: publicListingKeys.byIds(ids),
    queryFn: ({ signal }) => publicListingsApi.byIds(ids, signal),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function useFavouriteMarkers(ids: readonly number[]) {
  return useQuery({
    queryKey: searchKeys.favouriteMarkers(ids),
    queryFn: ({ signal }) => searchApi.favouriteMarkers(ids, signal),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
}
