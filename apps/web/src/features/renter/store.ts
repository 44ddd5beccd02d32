// Renter state (spec 3-4), kept in local storage. Favourites toggle locally (spec 4); telling the server,
// recommendations and points of interest arrive with the renter-area issue.
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createPersistStorage } from '../../lib/storage.ts';

export interface PointOfInterest {
  id?: number;
  name: string;
  address: string;
  city: string;
  /** Default icon 1 (spec 9). */
  icon: number;
  latitude: number;
  longitude: number;
}

export interface RenterInfo {
  [key: string]: unknown;
}

export interface RenterData {
  pointsOfInterest: PointOfInterest[] | null;
  listings: number[];
  inquiryCount: number;
  favouriteCount: number;
  recommendedCount: number;
  favouriteListings: number[];
  recentFavouriteListings: number[];
  newRecommendedListings: number[];
  seenRecommendedListings: number[];
  removedRecommendedListings: number[];
  seenRecommendedIntro: boolean;
  renterInfo: RenterInfo | null;
}

interface RenterState extends RenterData {
  setFavouriteCount: (count: number) => void;
  /** Spec 4: a favourite is removed, anything else added; recent favourites toggle the same way. */
  toggleFavourite: (listingId: number) => void;
  reset: () => void;
}

export const EMPTY_RENTER: RenterData = {
  pointsOfInterest: null,
  listings: [],
  inquiryCount: 0,
  favouriteCount: 0,
  recommendedCount: 0,
  favouriteListings: [],
  recentFavouriteListings: [],
  newRecommendedListings: [],
  seenRecommendedListings: [],
  removedRecommendedListings: [],
  seenRecommendedIntro: false,
  renterInfo: null,
};

const withId = (ids: readonly number[], id: number, present: boolean) =>
  present ? (ids.includes(id) ? [...ids] : [...ids, id]) : ids.filter((other) => other !== id);

export const useRenterStore = create<RenterState>()(
  persist(
    (set) => ({
      ...EMPTY_RENTER,
      setFavouriteCount: (favouriteCount) => set({ favouriteCount: Math.max(0, favouriteCount) }),
      toggleFavourite: (listingId) => {
        set((state) => {
          const active = !state.favouriteListings.includes(listingId);
          const favouriteListings = withId(state.favouriteListings, listingId, active);
          return {
            favouriteListings,
            recentFavouriteListings: withId(state.recentFavouriteListings, listingId, active),
            favouriteCount: favouriteListings.length,
          };
        });
        // The renter-area issue tells the server here: PATCH favourite-listing { listingId, active }, failures ignored.
      },
      reset: () => set(EMPTY_RENTER),
    }),
    {
      name: 'renter',
      storage: createPersistStorage<RenterData>(),
      partialize: ({ setFavouriteCount: _s, toggleFavourite: _t, reset: _r, ...data }) => data,
    },
  ),
);

export const selectFavouriteCount = (s: RenterState) => s.favouriteCount;
export const selectIsFavourite = (listingId: number) => (s: RenterState) => s.favouriteListings.includes(listingId);
