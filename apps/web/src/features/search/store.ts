// Where the renter last searched (spec 4): the last searched URL (session storage) and the previous
// location, the last place searched (local storage, so it outlives the tab). The listing page's "Back to
// search" link and the header can send the renter back with useBackToSearchPath().
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createPersistStorage } from '../../lib/storage.ts';

interface LastSearchState {
  /** Path and query of the last search page shown, with its /fr prefix: "/rentals/ontario/toronto?beds=2&p=2". */
  lastSearchUrl: string | null;
  setLastSearchUrl: (url: string) => void;
}

export const useLastSearchStore = create<LastSearchState>()(
  persist(
    (set) => ({
      lastSearchUrl: null,
      setLastSearchUrl: (lastSearchUrl) => set({ lastSearchUrl }),
    }),
    {
      name: 'last-search-url',
      storage: createPersistStorage<Pick<LastSearchState, 'lastSearchUrl'>>({ kind: 'session' }),
      partialize: ({ lastSearchUrl }) => ({ lastSearchUrl }),
    },
  ),
);

export interface PreviousLocation {
  /** The place's page, without a language prefix: "/rentals/ontario/toronto". */
  path: string;
  /** "Toronto, ON" */
  label: string;
}

interface PreviousLocationState {
  previousLocation: PreviousLocation | null;
  setPreviousLocation: (location: PreviousLocation) => void;
}

export const usePreviousLocationStore = create<PreviousLocationState>()(
  persist(
    (set) => ({
      previousLocation: null,
      setPreviousLocation: (previousLocation) => set({ previousLocation }),
    }),
    {
      name: 'previous-location',
      storage: createPersistStorage<Pick<PreviousLocationState, 'previousLocation'>>(),
      partialize: ({ previousLocation }) => ({ previousLocation }),
    },
  ),
);

export const selectLastSearchUrl = (s: LastSearchState) => s.lastSearchUrl;
export const selectPreviousLocation = (s: PreviousLocationState) => s.previousLocation;

/**
 * Where "Back to search" leads: the last searched URL, else the previous location's page (in the page's
 * language), else `fallback` (e.g. the listing's city page).
 */
export function useBackToSearchPath(fallback: string, localePath: (path: string) => string = (p) => p): string {
  const lastSearchUrl = useLastSearchStore(selectLastSearchUrl);
  const previous = usePreviousLocationStore(selectPreviousLocation);
  if (lastSearchUrl) return lastSearchUrl;
  if (previous) return localePath(previous.path);
  return fallback;
}
