// The site feature's public surface: the site state (kept in lib/site, which components read too; re-exported
// here for the app and the features), menu targets, and the home page's query key and fetcher for the server
// renderer's prefetch (api.ts: its imports are in the entry anyway). The not-found page has its own entry,
// index.not-found-page.ts: exported here, it changed how the bundler splits the first download (about 1.5 KB
// more for the search page, scripts/check-bundle.ts).
export type {
  CompanyInfo,
  ContentBlock,
  Menu,
  MenuItem,
  MenuLink,
  SiteSettingsResponse,
} from '../../lib/site/api.ts';
export {
  contentOf,
  EMPTY_SITE,
  isModuleEnabled,
  selectListingsPermalink,
  selectRegion,
  selectSiteName,
  useSiteStore,
} from '../../lib/site/store.ts';
export { HOME_STALE_TIME, homeApi, homeKeys } from './api.ts';
export { type MenuTarget, menuTarget } from './menu.ts';
