// Who may upload which kind of file. The route only asks for a signed-in caller; this is checked per kind
// before a byte is read. Attaching the file to a record (a company, a listing) is that record's own check.
import type { PermissionName, RoleName } from '@rentals/shared';
import type { UploadKind } from '@rentals/shared/resources/uploads';
import type { AuthUser } from '../auth-user.ts';

interface Uploaders {
  permissions?: readonly PermissionName[];
  roles?: readonly RoleName[];
}

const BACK_OFFICE_ROLES: readonly RoleName[] = ['Landlord', 'Support', 'Site Owner', 'Site Administrator'];

/** Any one permission or role listed lets the caller upload that kind. */
export const UPLOADERS: Record<UploadKind, Uploaders> = {
  // Staff editing companies, and landlords for their own company's logo (the portal's company form).
  'company-logo': { permissions: ['createCompanies', 'modifyCompanies'], roles: ['Landlord'] },
  // For now any landlord, support or admin account (the listing editor and bulk imports will narrow it).
  'listing-photo': { roles: BACK_OFFICE_ROLES },
  // Whoever edits rich text: posts, pages, FAQs and content blocks.
  'cms-media': {
    permissions: [
      'createBlogs',
      'modifyBlogs',
      'createPages',
      'modifyPages',
      'createFaqs',
      'modifyFaqs',
      'viewGlobalContent',
    ],
  },
  'csv-import': { roles: BACK_OFFICE_ROLES },
  'feed-file': { roles: BACK_OFFICE_ROLES },
};

export function canUpload(user: AuthUser, kind: UploadKind): boolean {
  const { permissions = [], roles = [] } = UPLOADERS[kind];
  return permissions.some((p) => user.permissions.has(p)) || roles.some((r) => user.roles.includes(r));
}
