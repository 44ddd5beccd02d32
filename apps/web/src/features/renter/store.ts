// Renter state (spec 3-4), kept in local storage. Favourites, recommendations and points of interest
// arrive in later issues; until then favouriteCount stays 0 and the header shows no My Picks link.
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

export const useRenterStore = create<RenterState>()(
  persist(
    (set) => ({
      ...EMPTY_RENTER,
      setFavouriteCount: (favouriteCount) => set({ favouriteCount: Math.max(0, favouriteCount) }),
      reset: () => set(EMPTY_RENTER),
    }),
    {
      name: 'renter',
      storage: createPersistStorage<RenterData>(),
      partialize: ({ setFavouriteCount: _s, reset: _r, ...data }) => data,
    },
  ),
);

export const selectFavouriteCount = (s: RenterState) => s.favouriteCount;
