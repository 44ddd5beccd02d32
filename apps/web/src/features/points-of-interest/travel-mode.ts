// The way of travelling the renter reads travel times for on cards (walk, bike, transit, car), kept in local
// storage so it stays chosen across visits.
import { DEFAULT_TRAVEL_MODE, TRAVEL_MODES, type TravelMode } from '@rentals/shared/travel';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createPersistStorage } from '../../lib/storage.ts';

interface TravelModeState {
  mode: TravelMode;
  setMode: (mode: TravelMode) => void;
}

export const useTravelMode = create<TravelModeState>()(
  persist(
    (set) => ({
      mode: DEFAULT_TRAVEL_MODE,
      setMode: (mode) => set({ mode: TRAVEL_MODES.includes(mode) ? mode : DEFAULT_TRAVEL_MODE }),
    }),
    {
      name: 'travel-mode',
      storage: createPersistStorage<{ mode: TravelMode }>(),
      partialize: ({ mode }) => ({ mode }),
      // A stored value from an older version, or edited by hand, falls back to the default.
      merge: (persisted, current) => {
        const mode = (persisted as { mode?: unknown } | undefined)?.mode;
        return { ...current, mode: TRAVEL_MODES.includes(mode as TravelMode) ? (mode as TravelMode) : current.mode };
      },
    },
  ),
);
