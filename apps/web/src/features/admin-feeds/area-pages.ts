// The area pages of this feature, by route-table key (app/panel/pages.tsx spreads them in).
import type { PageKey, PageLoader } from '../../app/panel/page-loader.ts';

// One loader per module that several pages share (see app/panel/pages.tsx).
const feedPages = () => import('./pages/feed-pages.tsx');
const feedLogPages = () => import('./pages/feed-log-pages.tsx');

export const AREA_PAGES = {
  feeds: () => feedPages().then((m) => m.FeedsPage),
  feedCreate: () => feedPages().then((m) => m.FeedCreatePage),
  feedEdit: () => feedPages().then((m) => m.FeedEditPage),
  feedLogs: () => feedLogPages().then((m) => m.FeedLogsPage),
  feedLogShow: () => feedLogPages().then((m) => m.FeedLogPage),
} satisfies Partial<Record<PageKey, PageLoader>>;
