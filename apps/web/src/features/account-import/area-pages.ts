// The area pages of this feature, by route-table key (app/panel/pages.tsx spreads them in).
import type { PageKey, PageLoader } from '../../app/panel/page-loader.ts';

export const AREA_PAGES = {
  accountImport: () => import('./pages/account-import-page.tsx').then((m) => m.AccountImportPage),
} satisfies Partial<Record<PageKey, PageLoader>>;
