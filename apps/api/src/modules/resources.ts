// Every declared back-office resource (lib/resources), for the access matrix and the audit log's filters.
import type { AnyResource } from '../lib/resources/index.ts';
import { adminInquiriesResources } from './admin-inquiries/index.ts';
import { auditLogResources } from './audit-log/audit-log.resource.ts';
import { commerceAdminResources } from './commerce/admin/index.ts';
import { companiesResources } from './companies/index.ts';
import { contentBlocksResources } from './content-blocks/index.ts';
import { faqsResources } from './faqs/index.ts';
import { feedsResources } from './feeds/index.ts';
import { formsResources } from './forms/index.ts';
import { menusResources } from './menus/index.ts';
import { pagesResources } from './pages/index.ts';
import { placesResources } from './places/index.ts';
import { postsResources } from './posts/index.ts';
import { rentersResources } from './renters/index.ts';
import { supportSearchResources } from './support-search/index.ts';
import { userManagementResources } from './user-management/index.ts';

export const BACK_OFFICE_RESOURCES: readonly AnyResource[] = [
  ...userManagementResources,
  ...companiesResources,
  ...rentersResources,
  ...adminInquiriesResources,
  ...auditLogResources,
  ...commerceAdminResources,
  ...menusResources,
  ...pagesResources,
  ...placesResources,
  ...postsResources,
  ...faqsResources,
  ...contentBlocksResources,
  ...formsResources,
  ...feedsResources,
  ...supportSearchResources,
];
