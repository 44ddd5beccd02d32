// The inquiry calls (spec 7 "Renter"): POST renter-inquire from a listing page, and the renter's own
// inquiries for My Inquiries and the listing page's "You contacted this landlord" line, with their query
// keys. Every answer about one's inquiries is cached under ['inquiries'], so sending one refreshes them all.
import type {
  ListingInquiriesResponse,
  MyInquiryResponse,
  RecentInquiriesResponse,
  RenterInquiry,
  RenterInquiryResponse,
} from '@rentals/shared/resources/inquiries';
import type { MapMarkersResponse } from '@rentals/shared/resources/listings';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { keptQuery } from '../../lib/kept-query.ts';

export const inquiryKeys = {
  all: ['inquiries'] as const,
  recent: (page: number) => ['inquiries', 'recent', page] as const,
  markers: ['inquiries', 'markers'] as const,
  one: (id: number) => ['inquiries', 'one', id] as const,
  forListing: (listingId: number) => ['inquiries', 'listing', listingId] as const,
};

export const inquiriesApi = {
  /** Logged-out renters send the XSRF double submit, like the login form. */
  send: (input: RenterInquiry) => api.post<RenterInquiryResponse>('renter-inquire', input, { csrf: true }),
  recent: (page: number, signal?: AbortSignal) =>
    api.get<RecentInquiriesResponse>('recent-inquiries', { query: { page }, signal }),
  markers: (signal?: AbortSignal) => api.get<MapMarkersResponse>('inquiry-listings-map-markers', { signal }),
  one: (id: number, signal?: AbortSignal) => api.get<MyInquiryResponse>(`my-inquiries/${id}`, { signal }),
  forListing: (listingId: number, signal?: AbortSignal) =>
    api.get<ListingInquiriesResponse>(`listing-inquiries/${listingId}`, { signal }),
};

export const useRecentInquiries = (page: number) =>
  useQuery(keptQuery(inquiryKeys.recent(page), (signal) => inquiriesApi.recent(page, signal)));

export function useInquiryMarkers() {
  return useQuery({ queryKey: inquiryKeys.markers, queryFn: ({ signal }) => inquiriesApi.markers(signal) });
}

export function useMyInquiry(id: number) {
  return useQuery({ queryKey: inquiryKeys.one(id), queryFn: ({ signal }) => inquiriesApi.one(id, signal) });
}

/** The signed-in renter's inquiries about one listing; off (no call) for visitors and other roles. */
export function useListingInquiries(listingId: number, enabled: boolean) {
  return useQuery({
    queryKey: inquiryKeys.forListing(listingId),
    queryFn: ({ signal }) => inquiriesApi.forListing(listingId, signal),
    enabled,
  });
}
