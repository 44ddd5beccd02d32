// The area pages of this feature, by route-table key (app/panel/pages.tsx spreads them in).
import type { PageKey, PageLoader } from '../../app/panel/page-loader.ts';

export const AREA_PAGES = {
  reportedListings: () => import('./pages/reported-listings-page.tsx').then((m) => m.ReportedListingsPage),
  reportedListingShow: () => import('./pages/reported-listing-page.tsx').then((m) => m.ReportedListingPage),
} satisfies Partial<Record<PageKey, PageLoader>>;
