// Document titles: routes name theirs in `handle.title`; a page with a title from data (a content
// block, a record) overrides it with usePageTitle while it is shown.
import { useEffect } from 'react';
import { create } from 'zustand';

interface TitleState {
  override: string | null;
  setOverride: (title: string | null) => void;
}

export const usePageTitleStore = create<TitleState>()((set) => ({
  override: null,
  setOverride: (override) => set({ override }),
}));

export function usePageTitle(title: string | null | undefined) {
  const setOverride = usePageTitleStore((s) => s.setOverride);
  useEffect(() => {
    setOverride(title || null);
    return () => setOverride(null);
  }, [title, setOverride]);
}

export function composeTitle(pageTitle: string | null, siteName: string): string {
  return pageTitle && pageTitle !== siteName ? `${pageTitle} | ${siteName}` : siteName;
}
