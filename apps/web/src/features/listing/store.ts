// The listing store (spec 4): the active listing and the other units at its address. A failed fetch sets
// the active listing to none and the shared-location listings to empty; the page then says why.
import type { ListingCard, ListingDetail } from '@rentals/shared/resources/listings';
import { create } from 'zustand';
import { errorMessage, isApiError } from '../../lib/api-client.ts';
import { listingApi } from './api.ts';

/** not-found: the listing is gone or never was (404); error: the network or the server failed (retry). */
export type ListingStatus = 'idle' | 'loading' | 'ready' | 'not-found' | 'error';

export interface ListingState {
  activeListing: ListingDetail | null;
  sharedLocationListings: ListingCard[];
  /** The id asked for last; answers for an earlier id are dropped. */
  listingId: number | null;
  status: ListingStatus;
  error: string | null;
  loadListing: (id: number) => Promise<void>;
}

export const EMPTY_LISTING = {
  activeListing: null,
  sharedLocationListings: [],
  listingId: null,
  status: 'idle',
  error: null,
} satisfies Partial<ListingState>;

/** The store's state after a failed fetch: no listing, no shared-location listings, and why. */
export function failedListingState(error: unknown): Pick<ListingState, ListingStateFields> {
  const notFound = isApiError(error) && (error.status === 404 || error.status === 422);
  return {
    activeListing: null,
    sharedLocationListings: [],
    status: notFound ? 'not-found' : 'error',
    error: notFound ? null : errorMessage(error),
  };
}

type ListingStateFields = 'activeListing' | 'sharedLocationListings' | 'status' | 'error';

export const useListingStore = create<ListingState>()((set, get) => ({
  ...EMPTY_LISTING,

  loadListing: async (id) => {
    set({ listingId: id, status: 'loading', error: null });
    try {
      const { listing, sharedLocationListings } = await listingApi.listing(id);
      if (get().listingId !== id) return;
      set({ activeListing: listing, sharedLocationListings, status: 'ready' });
    } catch (error) {
      if (get().listingId !== id) return;
      set(failedListingState(error));
    }
  },
}));
