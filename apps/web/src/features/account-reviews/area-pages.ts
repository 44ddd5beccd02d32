// The area pages of this feature, by route-table key (app/panel/pages.tsx spreads them in).
import type { PageKey, PageLoader } from '../../app/panel/page-loader.ts';

export const AREA_PAGES = {
  accountReviews: () => import('./pages/account-reviews-page.tsx').then((m) => m.AccountReviewsPage),
  accountReviewShow: () => import('./pages/account-review-page.tsx').then((m) => m.AccountReviewPage),
} satisfies Partial<Record<PageKey, PageLoader>>;
