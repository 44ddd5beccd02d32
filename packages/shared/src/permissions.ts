// Every permission the product names (spec section 6), the five roles, and the default map (DESIGN section 4).

export const ROLES = ['Landlord', 'Support', 'Renter', 'Site Owner', 'Site Administrator'] as const;
export type RoleName = (typeof ROLES)[number];

export const RENTER_PERMISSIONS = [
  'viewMyInquiries',
  'viewFavouriteListings',
  'viewEmailAlerts',
  'viewRecommendedListings',
  'viewViewedListings',
] as const;

export const SUPPORT_PERMISSIONS = [
  'showReportedListings',
  'showUsers',
  'showListings',
  'showCompanies',
  'Show User',
  'Show Listings',
  'Show Company',
  'Merge Listings',
] as const;

/** Only the Site Owner holds these by default. */
export const OWNER_ONLY_PERMISSIONS = ['createRoles', 'viewRoles', 'modifyRoles', 'modifyProjectModules'] as const;

export const ADMIN_PERMISSIONS = [
  'viewBlogs',
  'createBlogs',
  'modifyBlogs',
  'viewCompanies',
  'createCompanies',
  'modifyCompanies',
  'viewGlobalContent',
  'viewInquiries',
  'viewFaqs',
  'createFaqs',
  'modifyFaqs',
  'viewFeeds',
  'createFeeds',
  'modifyFeeds',
  'viewForms',
  'viewCities',
  'createCities',
  'modifyCities',
  'modifyProvinces',
  'viewMenuEditor',
  'createMenuItems',
  'modifyMenuItems',
  'viewPages',
  'createPages',
  'modifyPages',
  'viewPageTypes',
  'createPageTypes',
  'modifyPageTypes',
  'createCreditBundles',
  'modifyCreditBundles',
  'viewSiteSettings',
  'createUsers',
  'viewUsers',
  'modifyUsers',
  'viewRenters',
] as const;

export const PERMISSIONS = [
  ...ADMIN_PERMISSIONS,
  ...OWNER_ONLY_PERMISSIONS,
  ...RENTER_PERMISSIONS,
  ...SUPPORT_PERMISSIONS,
] as const;
export type PermissionName = (typeof PERMISSIONS)[number];

export function isPermissionName(name: string): name is PermissionName {
  return (PERMISSIONS as readonly string[]).includes(name);
}

export const DEFAULT_ROLE_PERMISSIONS: Record<RoleName, readonly PermissionName[]> = {
  'Site Owner': PERMISSIONS,
  'Site Administrator': [...ADMIN_PERMISSIONS, ...RENTER_PERMISSIONS, ...SUPPORT_PERMISSIONS],
  Support: [...SUPPORT_PERMISSIONS, 'viewUsers', 'viewCompanies', 'viewInquiries'],
  Renter: RENTER_PERMISSIONS,
  Landlord: [],
};

/** The staff of the support area: the server limits the support routes that need only sign-in to them (spec 6). */
export const STAFF_ROLES = ['Support', 'Site Owner', 'Site Administrator'] as const satisfies readonly RoleName[];

export type PermissionMap = Partial<Record<string, boolean>>;

export interface UserWithRoles {
  roles: readonly { name: string }[];
}

/** A user holds a role if the roles list contains that name (spec 6). */
export function hasRole(user: UserWithRoles | null | undefined, role: RoleName): boolean {
  return !!user?.roles.some((r) => r.name === role);
}

export type Panel = 'landlord' | 'support' | 'admin';

/** Dashboard by role: landlord -> portal, support -> support, everyone else -> admin (spec 6). */
export function panelFor(user: UserWithRoles): Panel {
  if (hasRole(user, 'Landlord')) return 'landlord';
  if (hasRole(user, 'Support')) return 'support';
  return 'admin';
}

export const DASHBOARD_PATHS: Record<Panel, string> = {
  landlord: '/portal/dashboard',
  support: '/support/dashboard',
  admin: '/admin/dashboard',
};

export function dashboardPathFor(user: UserWithRoles): string {
  return DASHBOARD_PATHS[panelFor(user)];
}
