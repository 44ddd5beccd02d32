export type { CompanyInfo, ContentBlock, Menu, MenuItem, MenuLink, SiteSettingsResponse } from './api.ts';
export { type MenuTarget, menuTarget } from './menu.ts';
export {
  contentOf,
  EMPTY_SITE,
  isModuleEnabled,
  selectListingsPermalink,
  selectRegion,
  selectSiteName,
  useSiteStore,
} from './store.ts';
