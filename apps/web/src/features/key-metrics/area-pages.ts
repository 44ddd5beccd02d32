// The area pages of this feature, by route-table key (app/panel/pages.tsx spreads them in).
import type { PageKey, PageLoader } from '../../app/panel/page-loader.ts';

export const AREA_PAGES = {
  keyMetrics: () => import('./pages/key-metrics-page.tsx').then((m) => m.KeyMetricsPage),
} satisfies Partial<Record<PageKey, PageLoader>>;
