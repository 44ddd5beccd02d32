// The renter's listings API (spec 7 "Renter"): the lists and maps of favourites, viewed listings and
// recommendations, with their TanStack Query keys. The calls that change state (PATCH favourite-listing,
// PATCH audit-favourite-listings, GET new-recommended-listings, DELETE recommended-listings/{id}) are made by
// the store (store.ts), which the first download carries without TanStack Query. Types come from the shared
// schemas; the server validates every parameter.
import type { ListingListResponse, MapMarkersResponse } from '@rentals/shared/resources/listings';
import type {
  FavouriteListResponse,
  RecommendedListResponse,
  RecommendedStats,
  ViewedListResponse,
} from '@rentals/shared/resources/renter-listings';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

const ids = (list: readonly number[]) => list.join(',');

export const renterKeys = {
  all: ['renter'] as const,
  favourites: ['renter', 'favourites'] as const,
  favouritePage: (page: number) => ['renter', 'favourites', 'page', page] as const,
  favouriteMarkers: ['renter', 'favourites', 'markers'] as const,
  viewed: ['renter', 'viewed'] as const,
  viewedPage: (page: number) => ['renter', 'viewed', 'page', page] as const,
  viewedMarkers: ['renter', 'viewed', 'markers'] as const,
  recommended: ['renter', 'recommended'] as const,
  recommendedPage: (page: number, removed: readonly number[]) =>
    ['renter', 'recommended', 'page', page, ids(removed)] as const,
  recommendedMarkers: (removed: readonly number[]) => ['renter', 'recommended', 'markers', ids(removed)] as const,
  recommendedStats: (removed: readonly number[]) => ['renter', 'recommended', 'stats', ids(removed)] as const,
};

/** Rows per page of the renter area's lists. */
export const RENTER_PAGE_SIZE = 12;

export const renterApi = {
  favourites: (page: number, signal?: AbortSignal) =>
    api.get<FavouriteListResponse>('favourite-listings', { query: { page, perPage: RENTER_PAGE_SIZE }, signal }),
  favouriteMarkers: (signal?: AbortSignal) => api.get<MapMarkersResponse>('favourite-listings-map-markers', { signal }),
  viewed: (page: number, signal?: AbortSignal) =>
    api.get<ViewedListResponse>('viewed-listings', { query: { page, perPage: RENTER_PAGE_SIZE }, signal }),
  viewedMarkers: (signal?: AbortSignal) => api.get<MapMarkersResponse>('viewed-listings-map-markers', { signal }),
  recommended: (page: number, removedIds: readonly number[], signal?: AbortSignal) =>
    api.get<RecommendedListResponse>('recommended-listings', {
      query: { page, perPage: RENTER_PAGE_SIZE, removedIds: ids(removedIds) },
      signal,
    }),
  recommendedMarkers: (removedIds: readonly number[], signal?: AbortSignal) =>
    api.get<MapMarkersResponse>('recommended-listings-map-markers', { query: { removedIds: ids(removedIds) }, signal }),
  recommendedStats: (removedIds: readonly number[], signal?: AbortSignal) =>
    api.get<RecommendedStats>('recommended-listings-stats', { query: { removedIds: ids(removedIds) }, signal }),
  /** Cards by id (public GET fav-listings): a map popup's listing that is on another page of the list. */
  cardsById: (listingIds: readonly number[], signal?: AbortSignal) =>
    api.get<ListingListResponse>('fav-listings', { query: { ids: ids(listingIds) }, signal }),
};

/** Query options of one fetch, the last answer kept on screen while the next one (another page, another filter) loads. */
export function keptQuery<T>(queryKey: readonly unknown[], fetch: (signal: AbortSignal) => Promise<T>) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => fetch(signal), placeholderData: keepPreviousData });
}

export const useFavouritePage = (page: number) =>
  useQuery(keptQuery(renterKeys.favouritePage(page), (signal) => renterApi.favourites(page, signal)));

export const useFavouriteMarkers = () =>
  useQuery({ queryKey: renterKeys.favouriteMarkers, queryFn: ({ signal }) => renterApi.favouriteMarkers(signal) });

export const useViewedPage = (page: number) =>
  useQuery(keptQuery(renterKeys.viewedPage(page), (signal) => renterApi.viewed(page, signal)));

export const useViewedMarkers = () =>
  useQuery({ queryKey: renterKeys.viewedMarkers, queryFn: ({ signal }) => renterApi.viewedMarkers(signal) });

export const useRecommendedPage = (page: number, removedIds: readonly number[]) =>
  useQuery(
    keptQuery(renterKeys.recommendedPage(page, removedIds), (signal) =>
      renterApi.recommended(page, removedIds, signal),
    ),
  );

export const useRecommendedMarkers = (removedIds: readonly number[]) =>
  useQuery(
    keptQuery(renterKeys.recommendedMarkers(removedIds), (signal) => renterApi.recommendedMarkers(removedIds, signal)),
  );

export const useRecommendedStats = (removedIds: readonly number[]) =>
  useQuery(
    keptQuery(renterKeys.recommendedStats(removedIds), (signal) => renterApi.recommendedStats(removedIds, signal)),
  );
