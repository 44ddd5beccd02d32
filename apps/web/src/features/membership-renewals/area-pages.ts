// The area pages of this feature, by route-table key (app/panel/pages.tsx spreads them in).
import { comingSoon, type PageKey, type PageLoader } from '../../app/panel/page-loader.ts';

export const AREA_PAGES = {
  membershipRenewal: comingSoon,
  membershipRenewalResults: comingSoon,
} satisfies Partial<Record<PageKey, PageLoader>>;
