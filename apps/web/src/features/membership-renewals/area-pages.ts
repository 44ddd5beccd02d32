// The area pages of this feature, by route-table key (app/panel/pages.tsx spreads them in).
import type { PageKey, PageLoader } from '../../app/panel/page-loader.ts';

export const AREA_PAGES = {
  membershipRenewal: () => import('./pages/renewal-page.tsx').then((m) => m.MembershipRenewalPage),
  membershipRenewalResults: () =>
    import('./pages/renewal-results-page.tsx').then((m) => m.MembershipRenewalResultsPage),
} satisfies Partial<Record<PageKey, PageLoader>>;
