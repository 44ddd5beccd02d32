// The listing page's calls (spec 7 "Listings"): the listing with its shared-location units, the lists
// around it, the city's rent trends and the report. Query hooks keep the secondary lists cached.
import type {
  ListingListResponse,
  ListingResponse,
  RentTrendsResponse,
  ReportListingInput,
} from '@rentals/shared/resources/listings';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../lib/api-client.ts';
import { useAuthStore } from '../auth/index.ts';

export const listingApi = {
  listing: (id: number, signal?: AbortSignal) =>
    api.get<ListingResponse>(`listing/${id}`, { query: { includeSharedLocationListings: 1 }, signal }),
  similarListings: (id: number, signal?: AbortSignal) =>
    api.get<ListingListResponse>(`similar-listings/${id}`, { signal }),
  similarOfferings: (id: number, signal?: AbortSignal) =>
    api.get<ListingListResponse>(`similar-offerings/${id}`, { signal }),
  rentTrends: (provinceSlug: string, citySlug: string, signal?: AbortSignal) =>
    api.get<RentTrendsResponse>(
      `listings/rent-trends/${encodeURIComponent(provinceSlug)}/${encodeURIComponent(citySlug)}`,
      { signal },
    ),
  /** Logged-out reporters send the XSRF double submit, like the login form. */
  reportListing: (id: number, input: ReportListingInput) =>
    api.post<{ message: string }>(`report-listing/${id}`, input, { csrf: true }),
};

export const listingKeys = {
  detail: (id: number) => ['listing', id, 'detail'] as const,
  similar: (id: number) => ['listing', id, 'similar-listings'] as const,
  offerings: (id: number) => ['listing', id, 'similar-offerings'] as const,
  rentTrends: (provinceSlug: string, citySlug: string) => ['rent-trends', provinceSlug, citySlug] as const,
};

/**
 * The listing with the other units at its address (the server puts it in the cache of a rendered page).
 * GET listing/{id} with the bearer token is what records a signed-in renter's view (Viewed Listings, and the
 * views that seed the recommendations). The server renders the page for everyone alike, without the token, and
 * its answer would otherwise stay fresh in the cache: for a signed-in user the listing is asked for again on
 * every opening (the rendered data stays on screen meanwhile), and once more on signing in on the page.
 */
export function useListingDetail(id: number) {
  const signedIn = useAuthStore((s) => s.token !== null);
  const query = useQuery({
    queryKey: listingKeys.detail(id),
    queryFn: ({ signal }) => listingApi.listing(id, signal),
    refetchOnMount: signedIn ? 'always' : true,
  });
  const { refetch } = query;
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (signedIn && !wasSignedIn.current) void refetch();
    wasSignedIn.current = signedIn;
  }, [signedIn, refetch]);
  return query;
}

export function useSimilarListings(id: number) {
  return useQuery({
    queryKey: listingKeys.similar(id),
    queryFn: ({ signal }) => listingApi.similarListings(id, signal),
  });
}

export function useSimilarOfferings(id: number) {
  return useQuery({
    queryKey: listingKeys.offerings(id),
    queryFn: ({ signal }) => listingApi.similarOfferings(id, signal),
  });
}

export function useRentTrends(provinceSlug: string, citySlug: string) {
  return useQuery({
    queryKey: listingKeys.rentTrends(provinceSlug, citySlug),
    queryFn: ({ signal }) => listingApi.rentTrends(provinceSlug, citySlug, signal),
    staleTime: 60 * 60 * 1000,
  });
}
