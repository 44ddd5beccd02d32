// The area pages of this feature, by route-table key (app/panel/pages.tsx spreads them in).
import type { PageKey, PageLoader } from '../../app/panel/page-loader.ts';

export const AREA_PAGES = {
  mergeListings: () => import('./pages/merge-listings-page.tsx').then((m) => m.MergeListingsPage),
} satisfies Partial<Record<PageKey, PageLoader>>;
