// Renter state (spec 3-4), kept in local storage.
//
// Favourites (spec 4): the toggle changes the local lists first (favourites and recent favourites alike),
// then, for a signed-in renter, tells the server (PATCH favourite-listing); a server failure is ignored. Logged
// out, favourites stay local. At sign-in and sign-up the local ids are merged into the account's (PATCH
// audit-favourite-listings) and the store takes the answer. The local lists remember whose account they
// mirror (favouritesOwner): another account signing in on this browser gets its own favourites, never the
// previous account's merged into it. Logout keeps the lists, as the rest of the renter state (the auth
// store's logout clears only the session, spec 4).
//
// Recommendations (spec 4): the new list comes from GET new-recommended-listings; a listing marked seen leaves
// it; a removed listing is never shown again (kept here, and on the server for the signed-in renter); the
// new-count is the number of new listings not in the seen list; the intro is shown once.
//
// This module is in the first download (the header's count, the cards' hearts): no zod, no TanStack Query.

import type { PointOfInterest } from '@rentals/shared/points-of-interest';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { api } from '../../lib/api-client.ts';
import { createPersistStorage } from '../../lib/storage.ts';
import { useAuthStore } from '../auth/index.ts';

/** As RECENT_FAVOURITES and MAX_RECOMMENDATION_IDS in @rentals/shared/resources/renter-listings (zod-free copy). */
export const RECENT_FAVOURITES = 5;
export const MAX_RECOMMENDATION_IDS = 500;

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
  /** The account whose favourites the lists mirror since its last sign-in; null: this browser's own. */
  favouritesOwner: number | null;
}

interface RenterState extends RenterData {
  /** Bumped after the server accepted a change of favourites or recommendations (pages refetch on it). */
  serverVersion: number;
  /** Spec 4: a favourite is removed, anything else added; recent favourites toggle the same way. */
  toggleFavourite: (listingId: number) => Promise<void>;
  /** Takes the account's favourite ids (oldest saved first) as the lists. */
  setServerFavourites: (ids: readonly number[], ownerId: number) => void;
  /** Sign-in and sign-up: merges the local favourites into the account's and takes the answer. */
  mergeFavouritesWithAccount: (userId: number) => Promise<void>;
  /** The new recommendations the server answered (seen and removed ones already left out or dropped here). */
  setNewRecommended: (ids: readonly number[]) => void;
  /** Asks the server for the new recommendations (not seen, not removed) and keeps their ids; answers them. */
  loadNewRecommended: () => Promise<number[]>;
  markRecommendedSeen: (ids: readonly number[]) => void;
  /** "Not interested": never shown again (and dismissed on the server for a signed-in renter). */
  removeRecommended: (listingId: number) => Promise<void>;
  markRecommendedIntroSeen: () => void;
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
  favouritesOwner: null,
};

const withId = (ids: readonly number[], id: number, present: boolean) =>
  present ? (ids.includes(id) ? [...ids] : [...ids, id]) : ids.filter((other) => other !== id);

/** `ids` plus `more` (once each), keeping the newest `max`. */
const appendCapped = (ids: readonly number[], more: readonly number[], max: number) => {
  const added = more.filter((id, i) => !ids.includes(id) && more.indexOf(id) === i);
  return [...ids, ...added].slice(-max);
};

/** Spec 4: the new-count is the number of new listings not in the seen list. */
export const newRecommendedCount = (s: Pick<RenterData, 'newRecommendedListings' | 'seenRecommendedListings'>) =>
  s.newRecommendedListings.filter((id) => !s.seenRecommendedListings.includes(id)).length;

/** The signed-in user who may keep favourites on the server (permissions still loading count as yes). */
function signedInRenter(permission: 'viewFavouriteListings' | 'viewRecommendedListings') {
  const { token, user, permissions, permissionsLoaded } = useAuthStore.getState();
  if (!token || !user) return null;
  if (permissionsLoaded && permissions[permission] !== true) return null;
  return user;
}

export const useRenterStore = create<RenterState>()(
  persist(
    (set, get) => ({
      ...EMPTY_RENTER,
      serverVersion: 0,

      toggleFavourite: async (listingId) => {
        const active = !get().favouriteListings.includes(listingId);
        set((state) => {
          const favouriteListings = withId(state.favouriteListings, listingId, active);
          const recent = withId(state.recentFavouriteListings, listingId, active);
          return {
            favouriteListings,
            recentFavouriteListings: recent.slice(-RECENT_FAVOURITES),
            favouriteCount: favouriteListings.length,
          };
        });
        const user = signedInRenter('viewFavouriteListings');
        if (!user) return;
        try {
          await api.patch('favourite-listing', { listingId, active: active ? 1 : 0, email: user.email });
          set((state) => ({ serverVersion: state.serverVersion + 1 }));
        } catch {
          // Spec 4: a server failure is ignored; the next sign-in merges the local list again.
        }
      },

      setServerFavourites: (ids, ownerId) =>
        set({
          favouriteListings: [...ids],
          recentFavouriteListings: ids.slice(-RECENT_FAVOURITES),
          favouriteCount: ids.length,
          favouritesOwner: ownerId,
        }),

      mergeFavouritesWithAccount: async (userId) => {
        if (!signedInRenter('viewFavouriteListings')) return;
        const { favouritesOwner, favouriteListings } = get();
        // Another account's favourites left in this browser are not this account's to keep.
        const local = favouritesOwner === null || favouritesOwner === userId ? favouriteListings : [];
        try {
          const answer = await api.patch<{ favouriteListings: number[] }>('audit-favourite-listings', {
            favouriteListings: local,
          });
          get().setServerFavourites(answer.favouriteListings, userId);
          set((state) => ({ serverVersion: state.serverVersion + 1 }));
        } catch {
          // The local list stays as it is; the next sign-in merges again.
        }
      },

      setNewRecommended: (ids) =>
        set((state) => {
          const newRecommendedListings = ids.filter((id) => !state.removedRecommendedListings.includes(id));
          return {
            newRecommendedListings,
            recommendedCount: newRecommendedCount({ ...state, newRecommendedListings }),
          };
        }),

      loadNewRecommended: async () => {
        if (!signedInRenter('viewRecommendedListings')) return [];
        const { seenRecommendedListings, removedRecommendedListings } = get();
        const answer = await api.get<{ listings: { listing: { id: number } }[] }>('new-recommended-listings', {
          query: {
            alreadySeenIds: seenRecommendedListings.join(','),
            removedIds: removedRecommendedListings.join(','),
          },
        });
        const ids = answer.listings.map((entry) => entry.listing.id);
        get().setNewRecommended(ids);
        return ids;
      },

      markRecommendedSeen: (ids) =>
        set((state) => {
          const seenRecommendedListings = appendCapped(state.seenRecommendedListings, ids, MAX_RECOMMENDATION_IDS);
          const newRecommendedListings = state.newRecommendedListings.filter((id) => !ids.includes(id));
          return {
            seenRecommendedListings,
            newRecommendedListings,
            recommendedCount: newRecommendedCount({ newRecommendedListings, seenRecommendedListings }),
          };
        }),

      removeRecommended: async (listingId) => {
        set((state) => {
          const newRecommendedListings = state.newRecommendedListings.filter((id) => id !== listingId);
          return {
            removedRecommendedListings: appendCapped(
              state.removedRecommendedListings,
              [listingId],
              MAX_RECOMMENDATION_IDS,
            ),
            newRecommendedListings,
            recommendedCount: newRecommendedCount({ ...state, newRecommendedListings }),
          };
        });
        if (!signedInRenter('viewRecommendedListings')) return;
        try {
          await api.delete(`recommended-listings/${listingId}`);
          set((state) => ({ serverVersion: state.serverVersion + 1 }));
        } catch {
          // Kept out locally all the same.
        }
      },

      markRecommendedIntroSeen: () => set({ seenRecommendedIntro: true }),

      reset: () => set(EMPTY_RENTER),
    }),
    {
      name: 'renter',
      // Points of interest are the account's, loaded after sign-in (points-of-interest/api.ts): not kept on the
      // device, so a signed-out visitor's browser holds none of them after a reload.
      storage: createPersistStorage<Omit<RenterData, 'pointsOfInterest'>>(),
      partialize: ({
        pointsOfInterest: _p,
        serverVersion: _v,
        toggleFavourite: _t,
        setServerFavourites: _f,
        mergeFavouritesWithAccount: _m,
        setNewRecommended: _n,
        loadNewRecommended: _l,
        markRecommendedSeen: _seen,
        removeRecommended: _r,
        markRecommendedIntroSeen: _i,
        reset: _reset,
        ...data
      }) => data,
    },
  ),
);

export const selectFavouriteCount = (s: RenterState) => s.favouriteCount;
export const selectIsFavourite = (listingId: number) => (s: RenterState) => s.favouriteListings.includes(listingId);
