// The renter's listings API (spec 7 "Renter"): the lists and maps of favourites, viewed listings and
// recommendations, with their TanStack Query keys. The calls that change state (PATCH favourite-listing,
// PATCH audit-favourite-listings, GET new-recommended-listings, DELETE recommended-listings/{id}) are made by
// the store (store.ts), which the first download carries without TanStack Query; the lists refetch when the
// store says the server accepted a change. Types come from the shared schemas; the server validates every
// parameter.
import type { MapMarkersResponse } from '@rentals/shared/resources/listings';
import type {
  FavouriteListResponse,
  RecommendedListResponse,
  RecommendedStats,
  ViewedListResponse,
} from '@rentals/shared/resources/renter-listings';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../lib/api-client.ts';
import { keptQuery } from '../../lib/kept-query.ts';
import { useRenterStore } from './store.ts';

const ids = (list: readonly number[]) => list.join(',');

export const renterKeys = {
  favourites: ['renter', 'favourites'] as const,
  favouritePage: (page: number) => ['renter', 'favourites', 'page', page] as const,
  favouriteMarkers: ['renter', 'favourites', 'markers'] as const,
  viewedPage: (page: number) => ['renter', 'viewed', 'page', page] as const,
  viewedMarkers: ['renter', 'viewed', 'markers'] as const,
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
};

/**
 * Refetches `key` each time the server accepts a change made from this browser (the store's serverVersion),
 * from when `active` turns true: the changes before it (the page's own sign-in merge) are already in the
 * first fetch.
 */
export function useRefetchOnServerChange(key: readonly unknown[], active: boolean) {
  const queryClient = useQueryClient();
  const serverVersion = useRenterStore((s) => s.serverVersion);
  const fetchedAt = useRef<number | null>(null);
  useEffect(() => {
    if (!active) return;
    if (fetchedAt.current !== null && fetchedAt.current !== serverVersion) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
    fetchedAt.current = serverVersion;
  }, [active, serverVersion, queryClient, key]);
}

/** `enabled` false: not fetched yet (the favourites wait for the sign-in merge, so they are fetched once). */
export const useFavouritePage = (page: number, enabled = true) =>
  useQuery({
    ...keptQuery(renterKeys.favouritePage(page), (signal) => renterApi.favourites(page, signal)),
    enabled,
  });

export const useFavouriteMarkers = (enabled = true) =>
  useQuery({
    queryKey: renterKeys.favouriteMarkers,
    queryFn: ({ signal }) => renterApi.favouriteMarkers(signal),
    enabled,
  });

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
