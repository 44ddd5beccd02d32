// Site-wide data (spec 7 "Site"): settings, menus and company info; content blocks; project modules.
// The shapes are the shared schemas' (packages/shared/src/resources/site.ts).
import type {
  ContentBlocksResponse,
  ProjectModulesFormattedResponse,
  SiteSettingsResponse,
} from '@rentals/shared/resources/site';
import { api } from '../api-client.ts';

export type {
  CompanyInfo,
  ContentBlock,
  FormattedProjectModule as ProjectModule,
  Menu,
  MenuChild as MenuLink,
  MenuItem,
  SiteSettingsResponse,
  SiteSettingsValues,
} from '@rentals/shared/resources/site';

export const siteApi = {
  settings: () => api.get<SiteSettingsResponse>('site-settings'),
  contentBlocks: () => api.get<ContentBlocksResponse>('content-blocks/get-content'),
  projectModules: () => api.get<ProjectModulesFormattedResponse>('project-modules-formatted'),
};
