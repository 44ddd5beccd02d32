// Admin area UI state: the mini menu (collapsed sidebar, persisted) and the open menu category (spec 3-4).
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createPersistStorage } from '../../lib/storage.ts';

interface AdminUiState {
  miniMenu: boolean;
  menuCategory: string | null;
  toggleMiniMenu: () => void;
  setMenuCategory: (category: string | null) => void;
  /** Logout clears both (spec 4). */
  reset: () => void;
}

type Persisted = Pick<AdminUiState, 'miniMenu' | 'menuCategory'>;

export const useAdminUiStore = create<AdminUiState>()(
  persist(
    (set) => ({
      miniMenu: false,
      menuCategory: null,
      toggleMiniMenu: () => set((s) => ({ miniMenu: !s.miniMenu })),
      setMenuCategory: (menuCategory) => set({ menuCategory }),
      reset: () => set({ miniMenu: false, menuCategory: null }),
    }),
    {
      name: 'admin-ui',
      storage: createPersistStorage<Persisted>(),
      partialize: (s) => ({ miniMenu: s.miniMenu, menuCategory: s.menuCategory }),
    },
  ),
);
