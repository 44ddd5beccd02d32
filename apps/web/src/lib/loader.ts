// Loader state (spec 3): named loaders that are active or not; the shell shows a progress bar while any is.
import { create } from 'zustand';

export interface LoaderEntry {
  id: string;
  active: boolean;
}

interface LoaderState {
  loaders: LoaderEntry[];
  start: (id: string) => void;
  stop: (id: string) => void;
}

export const useLoaderStore = create<LoaderState>()((set) => ({
  loaders: [],
  start: (id) => set((s) => ({ loaders: [...s.loaders.filter((l) => l.id !== id), { id, active: true }] })),
  stop: (id) => set((s) => ({ loaders: s.loaders.filter((l) => l.id !== id) })),
}));

export const selectAnyLoading = (s: LoaderState) => s.loaders.some((l) => l.active);

/** Runs `work` with the loader `id` active. */
export async function withLoader<T>(id: string, work: () => Promise<T>): Promise<T> {
  useLoaderStore.getState().start(id);
  try {
    return await work();
  } finally {
    useLoaderStore.getState().stop(id);
  }
}
