// Every route of the signed-in areas (spec 2): path, title, the permission it needs, its parent (for
// breadcrumbs) and where it is listed (sidebar group and dashboard cards). The router, the guards, the
// sidebars and the dashboards all read this one table. Guards are a convenience: the server enforces.
import type { PermissionName, RoleName } from '@rentals/shared/permissions';

export type Area = 'admin' | 'portal' | 'support';

export type NavGroup =
  | 'account'
  | 'content'
  | 'listings'
  | 'users'
  | 'commerce'
  | 'settings'
  | 'renter'
  | 'portal'
  | 'support';

export interface AreaRoute {
  /** Stable id; also the title key (`routes.<id>`) and the key of an implemented page. */
  id: string;
  /** Full path, e.g. '/admin/posts/:id/edit'. */
  path: string;
  /** The permission the guard requires (spec 2 and 5). None: sign-in only. */
  permission?: PermissionName;
  /** Id of the parent route, for breadcrumbs. */
  parent?: string;
  /** Listed in the area's navigation and on its dashboard, under this group. */
  nav?: NavGroup;
  /** Listed only for users with this permission (for sign-in-only routes that only some roles use). */
  navPermission?: PermissionName;
  /** Listed only for users holding one of these roles. */
  navRoles?: readonly RoleName[];
  /** The page the route renders once built; routes without one show the "coming soon" page. */
  page?:
    | 'adminDashboard'
    | 'myAccount'
    | 'myAccountEdit'
    | 'changePassword'
    | 'portalDashboard'
    | 'portalListings'
    | 'portalListingCreate'
    | 'portalListingShow'
    | 'portalLeads'
    | 'portalLeadShow'
    | 'portalAccountDetails'
    | 'portalTaxReceipts'
    | 'portalBilling'
    | 'portalUsage'
    | 'portalCheckout'
    | 'supportDashboard'
    | 'feeds'
    | 'feedCreate'
    | 'feedEdit'
    | 'reportedListings'
    | 'reportedListingShow'
    | 'accountReviews'
    | 'accountReviewShow'
    | 'membershipRenewal'
    | 'membershipRenewalResults'
    | 'accountImport'
    | 'feedLogs'
    | 'feedLogShow'
    | 'userSearch'
    | 'supportUsers'
    | 'supportUser'
    | 'listingSearch'
    | 'supportListings'
    | 'supportListing'
    | 'companySearch'
    | 'supportCompanies'
    | 'supportCompany'
    | 'mergeListings'
    | 'keyMetrics'
    | 'renterProfile'
    | 'myInquiries'
    | 'myInquiry'
    | 'emailAlerts'
    | 'favouriteListings'
    | 'recommendedListings'
    | 'viewedListings'
    | 'userManagement'
    | 'userCreate'
    | 'userShow'
    | 'userEdit'
    | 'roleCreate'
    | 'roleShow'
    | 'roleEdit'
    | 'permissionCreate'
    | 'permissionEdit'
    | 'auditLog'
    | 'apiDashboard'
    | 'siteSettings'
    | 'moduleSettings'
    | 'companies'
    | 'companyCreate'
    | 'companyShow'
    | 'companyEdit'
    | 'renters'
    | 'renterShow'
    | 'inquiries'
    | 'inquiryShow'
    | 'ecommerce'
    | 'creditBundles'
    | 'creditBundleCreate'
    | 'creditBundleEdit'
    | 'promoCodes'
    | 'promoCodeCreate'
    | 'promoCodeEdit'
    | 'posts'
    | 'postCreate'
    | 'postShow'
    | 'postEdit'
    | 'postCategories'
    | 'postCategoryCreate'
    | 'postCategoryEdit'
    | 'cities'
    | 'cityEdit'
    | 'cityCreate'
    | 'provinceEdit'
    | 'metroAreas'
    | 'metroAreaCreate'
    | 'metroAreaEdit'
    | 'menuEditor'
    | 'menuItemCreate'
    | 'menuItemEdit'
    | 'pages'
    | 'pageCreate'
    | 'pageShow'
    | 'pageEdit'
    | 'pageTypes'
    | 'pageTypeCreate'
    | 'pageTypeEdit'
    | 'faqs'
    | 'faqCreate'
    | 'faqShow'
    | 'faqEdit'
    | 'forms'
    | 'formCreate'
    | 'formEdit'
    | 'formSubmissions'
    | 'globalContent'
    | 'globalContentEdit';
}

const RENTERS: readonly RoleName[] = ['Renter'];

export const ADMIN_ROUTES: readonly AreaRoute[] = [
  { id: 'adminDashboard', path: '/admin/dashboard', nav: 'account', page: 'adminDashboard' },
  { id: 'myAccount', path: '/admin/my-account', parent: 'adminDashboard', nav: 'account', page: 'myAccount' },
  { id: 'myAccountEdit', path: '/admin/my-account/edit', parent: 'myAccount', page: 'myAccountEdit' },
  { id: 'changePassword', path: '/admin/my-account/change-password', parent: 'myAccount', page: 'changePassword' },

  // Content
  {
    id: 'posts',
    path: '/admin/posts',
    permission: 'viewBlogs',
    parent: 'adminDashboard',
    nav: 'content',
    page: 'posts',
  },
  {
    id: 'postCategories',
    path: '/admin/posts/categories',
    permission: 'viewBlogs',
    parent: 'posts',
    nav: 'content',
    page: 'postCategories',
  },
  {
    id: 'postCategoryCreate',
    path: '/admin/posts/categories/create',
    permission: 'createBlogs',
    parent: 'postCategories',
    page: 'postCategoryCreate',
  },
  {
    id: 'postCategoryEdit',
    path: '/admin/posts/categories/:id',
    permission: 'viewBlogs',
    parent: 'postCategories',
    page: 'postCategoryEdit',
  },
  { id: 'postCreate', path: '/admin/posts/create', permission: 'createBlogs', parent: 'posts', page: 'postCreate' },
  { id: 'postShow', path: '/admin/posts/:id', permission: 'viewBlogs', parent: 'posts', page: 'postShow' },
  { id: 'postEdit', path: '/admin/posts/:id/edit', permission: 'modifyBlogs', parent: 'posts', page: 'postEdit' },
  {
    id: 'globalContent',
    path: '/admin/global-content',
    permission: 'viewGlobalContent',
    parent: 'adminDashboard',
    nav: 'content',
    page: 'globalContent',
  },
  {
    id: 'globalContentEdit',
    path: '/admin/global-content/:id/edit',
    permission: 'viewGlobalContent',
    parent: 'globalContent',
    page: 'globalContentEdit',
  },
  {
    id: 'pages',
    path: '/admin/pages',
    permission: 'viewPages',
    parent: 'adminDashboard',
    nav: 'content',
    page: 'pages',
  },
  {
    id: 'pageTypes',
    path: '/admin/pages/types',
    permission: 'viewPageTypes',
    parent: 'pages',
    nav: 'content',
    page: 'pageTypes',
  },
  {
    id: 'pageTypeCreate',
    path: '/admin/pages/types/create',
    permission: 'createPageTypes',
    parent: 'pageTypes',
    page: 'pageTypeCreate',
  },
  {
    id: 'pageTypeEdit',
    path: '/admin/pages/types/:id/edit',
    permission: 'modifyPageTypes',
    parent: 'pageTypes',
    page: 'pageTypeEdit',
  },
  { id: 'pageCreate', path: '/admin/pages/create', permission: 'createPages', parent: 'pages', page: 'pageCreate' },
  { id: 'pageShow', path: '/admin/pages/:id', permission: 'viewPages', parent: 'pages', page: 'pageShow' },
  { id: 'pageEdit', path: '/admin/pages/:id/edit', permission: 'modifyPages', parent: 'pages', page: 'pageEdit' },
  { id: 'faqs', path: '/admin/faqs', permission: 'viewFaqs', parent: 'adminDashboard', nav: 'content', page: 'faqs' },
  { id: 'faqCreate', path: '/admin/faqs/create', permission: 'createFaqs', parent: 'faqs', page: 'faqCreate' },
  { id: 'faqShow', path: '/admin/faqs/:id', permission: 'viewFaqs', parent: 'faqs', page: 'faqShow' },
  { id: 'faqEdit', path: '/admin/faqs/:id/edit', permission: 'modifyFaqs', parent: 'faqs', page: 'faqEdit' },
  {
    id: 'forms',
    path: '/admin/forms',
    permission: 'viewForms',
    parent: 'adminDashboard',
    nav: 'content',
    page: 'forms',
  },
  { id: 'formCreate', path: '/admin/forms/create', permission: 'viewForms', parent: 'forms', page: 'formCreate' },
  { id: 'formEdit', path: '/admin/forms/:id/edit', permission: 'viewForms', parent: 'forms', page: 'formEdit' },
  {
    id: 'formSubmissions',
    path: '/admin/forms/:id/submissions',
    permission: 'viewForms',
    parent: 'forms',
    page: 'formSubmissions',
  },
  {
    id: 'menuEditor',
    path: '/admin/menu-editor',
    permission: 'viewMenuEditor',
    parent: 'adminDashboard',
    nav: 'content',
    page: 'menuEditor',
  },
  {
    id: 'menuItemCreate',
    path: '/admin/menu-items/create',
    permission: 'createMenuItems',
    parent: 'menuEditor',
    page: 'menuItemCreate',
  },
  {
    id: 'menuItemEdit',
    path: '/admin/menu-items/:id/edit',
    permission: 'modifyMenuItems',
    parent: 'menuEditor',
    page: 'menuItemEdit',
  },

  // Listings & places
  {
    id: 'companies',
    path: '/admin/companies',
    permission: 'viewCompanies',
    parent: 'adminDashboard',
    nav: 'listings',
    page: 'companies',
  },
  {
    id: 'companyCreate',
    path: '/admin/companies/create',
    permission: 'createCompanies',
    parent: 'companies',
    page: 'companyCreate',
  },
  {
    id: 'companyShow',
    path: '/admin/companies/:id',
    permission: 'viewCompanies',
    parent: 'companies',
    page: 'companyShow',
  },
  {
    id: 'companyEdit',
    path: '/admin/companies/:id/edit',
    permission: 'modifyCompanies',
    parent: 'companies',
    page: 'companyEdit',
  },
  {
    id: 'inquiries',
    path: '/admin/inquiries',
    permission: 'viewInquiries',
    parent: 'adminDashboard',
    nav: 'listings',
    page: 'inquiries',
  },
  {
    id: 'inquiryShow',
    path: '/admin/inquiries/:id',
    permission: 'viewInquiries',
    parent: 'inquiries',
    page: 'inquiryShow',
  },
  {
    id: 'feeds',
    path: '/admin/feeds',
    permission: 'viewFeeds',
    parent: 'adminDashboard',
    nav: 'listings',
    page: 'feeds',
  },
  { id: 'feedCreate', path: '/admin/feeds/create', permission: 'createFeeds', parent: 'feeds', page: 'feedCreate' },
  { id: 'feedEdit', path: '/admin/feeds/:id/edit', permission: 'modifyFeeds', parent: 'feeds', page: 'feedEdit' },
  {
    id: 'cities',
    path: '/admin/cities',
    permission: 'viewCities',
    parent: 'adminDashboard',
    nav: 'listings',
    page: 'cities',
  },
  { id: 'cityEdit', path: '/admin/cities/:id/edit', permission: 'modifyCities', parent: 'cities', page: 'cityEdit' },
  { id: 'cityCreate', path: '/admin/cities/create', permission: 'createCities', parent: 'cities', page: 'cityCreate' },
  {
    id: 'provinceEdit',
    path: '/admin/provinces/:id/edit',
    permission: 'modifyProvinces',
    parent: 'cities',
    page: 'provinceEdit',
  },
  {
    id: 'metroAreas',
    path: '/admin/metropolitan-areas',
    permission: 'viewCities',
    parent: 'adminDashboard',
    nav: 'listings',
    page: 'metroAreas',
  },
  {
    id: 'metroAreaCreate',
    path: '/admin/metropolitan-areas/create',
    permission: 'createCities',
    parent: 'metroAreas',
    page: 'metroAreaCreate',
  },
  {
    id: 'metroAreaEdit',
    path: '/admin/metropolitanarea/:id/edit',
    permission: 'modifyProvinces',
    parent: 'metroAreas',
    page: 'metroAreaEdit',
  },

  // Users
  {
    id: 'userManagement',
    path: '/admin/user-management',
    permission: 'viewUsers',
    parent: 'adminDashboard',
    nav: 'users',
    page: 'userManagement',
  },
  {
    id: 'userCreate',
    path: '/admin/users/create',
    permission: 'createUsers',
    parent: 'userManagement',
    page: 'userCreate',
  },
  { id: 'userShow', path: '/admin/users/:id', permission: 'viewUsers', parent: 'userManagement', page: 'userShow' },
  {
    id: 'userEdit',
    path: '/admin/users/:id/edit',
    permission: 'modifyUsers',
    parent: 'userManagement',
    page: 'userEdit',
  },
  {
    id: 'roleCreate',
    path: '/admin/roles/create',
    permission: 'createRoles',
    parent: 'userManagement',
    page: 'roleCreate',
  },
  { id: 'roleShow', path: '/admin/roles/:id', permission: 'viewRoles', parent: 'userManagement', page: 'roleShow' },
  {
    id: 'roleEdit',
    path: '/admin/roles/:id/edit',
    permission: 'modifyRoles',
    parent: 'userManagement',
    page: 'roleEdit',
  },
  {
    id: 'permissionCreate',
    path: '/admin/permissions/create',
    permission: 'modifyRoles',
    parent: 'userManagement',
    page: 'permissionCreate',
  },
  {
    id: 'permissionEdit',
    path: '/admin/permissions/:id/edit',
    permission: 'viewRoles',
    parent: 'userManagement',
    page: 'permissionEdit',
  },
  {
    // Every back-office write (Site Owner; the server refuses everyone else).
    id: 'auditLog',
    path: '/admin/audit-log',
    parent: 'adminDashboard',
    nav: 'users',
    navRoles: ['Site Owner'],
    page: 'auditLog',
  },
  {
    id: 'renters',
    path: '/admin/renters',
    permission: 'viewRenters',
    parent: 'adminDashboard',
    nav: 'users',
    page: 'renters',
  },
  { id: 'renterShow', path: '/admin/renters/:id', permission: 'viewRenters', parent: 'renters', page: 'renterShow' },

  // Commerce. The spec marks /admin/ecommerce "sign-in only"; its API asks for modifyCreditBundles (README).
  {
    id: 'ecommerce',
    path: '/admin/ecommerce',
    parent: 'adminDashboard',
    nav: 'commerce',
    navPermission: 'modifyCreditBundles',
    page: 'ecommerce',
  },
  {
    id: 'creditBundles',
    path: '/admin/credit-bundles',
    permission: 'modifyCreditBundles',
    parent: 'ecommerce',
    nav: 'commerce',
    page: 'creditBundles',
  },
  {
    id: 'creditBundleCreate',
    path: '/admin/credit-bundles/create',
    permission: 'createCreditBundles',
    parent: 'creditBundles',
    page: 'creditBundleCreate',
  },
  {
    id: 'creditBundleEdit',
    path: '/admin/credit-bundles/:id/edit',
    permission: 'modifyCreditBundles',
    parent: 'creditBundles',
    page: 'creditBundleEdit',
  },
  {
    id: 'promoCodes',
    path: '/admin/promo-codes',
    permission: 'modifyCreditBundles',
    parent: 'ecommerce',
    nav: 'commerce',
    page: 'promoCodes',
  },
  {
    id: 'promoCodeCreate',
    path: '/admin/promo-codes/create',
    permission: 'createCreditBundles',
    parent: 'promoCodes',
    page: 'promoCodeCreate',
  },
  {
    id: 'promoCodeEdit',
    path: '/admin/promo-codes/:id/edit',
    permission: 'modifyCreditBundles',
    parent: 'promoCodes',
    page: 'promoCodeEdit',
  },

  // Settings
  {
    id: 'siteSettings',
    path: '/admin/settings',
    permission: 'viewSiteSettings',
    parent: 'adminDashboard',
    nav: 'settings',
    page: 'siteSettings',
  },
  {
    id: 'moduleSettings',
    path: '/admin/settings/modules/:id',
    permission: 'modifyProjectModules',
    parent: 'siteSettings',
    page: 'moduleSettings',
  },
  {
    // Every signed-in user's own personal API tokens: listed with the account pages.
    id: 'apiDashboard',
    path: '/admin/api-dashboard',
    parent: 'adminDashboard',
    nav: 'account',
    page: 'apiDashboard',
  },

  // Renter area
  {
    id: 'renterProfile',
    path: '/admin/renter-profile',
    permission: 'viewMyInquiries',
    parent: 'adminDashboard',
    nav: 'renter',
    navRoles: RENTERS,
    page: 'renterProfile',
  },
  {
    id: 'myInquiries',
    path: '/admin/my-inquiries',
    permission: 'viewMyInquiries',
    parent: 'adminDashboard',
    nav: 'renter',
    navRoles: RENTERS,
    page: 'myInquiries',
  },
  {
    id: 'myInquiryShow',
    path: '/admin/my-inquiries/:id',
    permission: 'viewMyInquiries',
    parent: 'myInquiries',
    page: 'myInquiry',
  },
  {
    id: 'favouriteListings',
    path: '/admin/favourite-listings',
    permission: 'viewFavouriteListings',
    parent: 'adminDashboard',
    nav: 'renter',
    navRoles: RENTERS,
    page: 'favouriteListings',
  },
  {
    id: 'favoriteListings',
    path: '/admin/favorite-listings',
    permission: 'viewFavouriteListings',
    parent: 'adminDashboard',
    page: 'favouriteListings',
  },
  {
    id: 'emailAlerts',
    path: '/admin/email-alerts',
    parent: 'adminDashboard',
    nav: 'renter',
    navRoles: RENTERS,
    page: 'emailAlerts',
  },
  {
    id: 'recommendedListings',
    path: '/admin/recommended-listings',
    permission: 'viewRecommendedListings',
    parent: 'adminDashboard',
    nav: 'renter',
    navRoles: RENTERS,
    page: 'recommendedListings',
  },
  {
    id: 'viewedListings',
    path: '/admin/viewed-listings',
    permission: 'viewViewedListings',
    parent: 'adminDashboard',
    nav: 'renter',
    navRoles: RENTERS,
    page: 'viewedListings',
  },
];

export const PORTAL_ROUTES: readonly AreaRoute[] = [
  { id: 'portalDashboard', path: '/portal/dashboard', nav: 'portal', page: 'portalDashboard' },
  { id: 'portalListings', path: '/portal/listings', parent: 'portalDashboard', nav: 'portal', page: 'portalListings' },
  {
    id: 'portalListingCreate',
    path: '/portal/listings/create',
    parent: 'portalListings',
    page: 'portalListingCreate',
  },
  { id: 'portalListingShow', path: '/portal/listings/:id', parent: 'portalListings', page: 'portalListingShow' },
  { id: 'portalLeads', path: '/portal/leads', parent: 'portalDashboard', nav: 'portal', page: 'portalLeads' },
  { id: 'portalLeadShow', path: '/portal/leads/:id', parent: 'portalLeads', page: 'portalLeadShow' },
  { id: 'portalBilling', path: '/portal/billing', parent: 'portalDashboard', nav: 'portal', page: 'portalBilling' },
  { id: 'portalCheckout', path: '/portal/billing/checkout', parent: 'portalBilling', page: 'portalCheckout' },
  { id: 'portalUsage', path: '/portal/billing/usage', parent: 'portalBilling', nav: 'portal', page: 'portalUsage' },
  {
    id: 'portalTaxReceipts',
    path: '/portal/tax-receipts',
    parent: 'portalDashboard',
    nav: 'portal',
    page: 'portalTaxReceipts',
  },
  {
    id: 'portalAccountDetails',
    path: '/portal/account-details',
    parent: 'portalDashboard',
    nav: 'portal',
    page: 'portalAccountDetails',
  },
];

export const SUPPORT_ROUTES: readonly AreaRoute[] = [
  { id: 'supportDashboard', path: '/support/dashboard', nav: 'support', page: 'supportDashboard' },
  {
    id: 'reportedListings',
    path: '/support/reported-listings',
    permission: 'showReportedListings',
    parent: 'supportDashboard',
    nav: 'support',
    page: 'reportedListings',
  },
  {
    id: 'reportedListingShow',
    path: '/support/reported-listings/:id',
    permission: 'showReportedListings',
    parent: 'reportedListings',
    page: 'reportedListingShow',
  },
  {
    id: 'accountReviews',
    path: '/support/account-reviews',
    permission: 'showReportedListings',
    parent: 'supportDashboard',
    nav: 'support',
    page: 'accountReviews',
  },
  {
    id: 'accountReviewShow',
    path: '/support/account-reviews/:id',
    permission: 'showReportedListings',
    parent: 'accountReviews',
    page: 'accountReviewShow',
  },
  {
    id: 'membershipRenewal',
    path: '/support/membership-renewal',
    parent: 'supportDashboard',
    nav: 'support',
    page: 'membershipRenewal',
  },
  {
    id: 'membershipRenewalResults',
    path: '/support/membership-renewal-results',
    parent: 'membershipRenewal',
    page: 'membershipRenewalResults',
  },
  {
    id: 'accountImport',
    path: '/support/account-import',
    parent: 'supportDashboard',
    nav: 'support',
    page: 'accountImport',
  },
  { id: 'feedLogs', path: '/support/feed-logs', parent: 'supportDashboard', nav: 'support', page: 'feedLogs' },
  { id: 'feedLogShow', path: '/support/feed-logs/:feed_id', parent: 'feedLogs', page: 'feedLogShow' },
  { id: 'userSearch', path: '/support/user-search', parent: 'supportDashboard', nav: 'support', page: 'userSearch' },
  {
    id: 'supportUsers',
    path: '/support/users/:filter?',
    permission: 'showUsers',
    parent: 'userSearch',
    page: 'supportUsers',
  },
  { id: 'supportUser', path: '/support/user/:id', permission: 'Show User', parent: 'userSearch', page: 'supportUser' },
  {
    id: 'listingSearch',
    path: '/support/listing-search',
    parent: 'supportDashboard',
    nav: 'support',
    page: 'listingSearch',
  },
  {
    id: 'supportListings',
    path: '/support/listings/:filter?',
    permission: 'showListings',
    parent: 'listingSearch',
    page: 'supportListings',
  },
  {
    id: 'supportListing',
    path: '/support/listing/:id',
    permission: 'Show Listings',
    parent: 'listingSearch',
    page: 'supportListing',
  },
  {
    id: 'companySearch',
    path: '/support/company-search',
    parent: 'supportDashboard',
    nav: 'support',
    page: 'companySearch',
  },
  {
    id: 'supportCompanies',
    path: '/support/companies/:filter?',
    permission: 'showCompanies',
    parent: 'companySearch',
    page: 'supportCompanies',
  },
  {
    id: 'supportCompany',
    path: '/support/company/:id',
    permission: 'Show Company',
    parent: 'companySearch',
    page: 'supportCompany',
  },
  {
    id: 'mergeListings',
    path: '/support/company/:id/merge-listings',
    permission: 'Merge Listings',
    parent: 'supportCompany',
    page: 'mergeListings',
  },
  { id: 'keyMetrics', path: '/support/key-metrics', parent: 'supportDashboard', nav: 'support', page: 'keyMetrics' },
];

export const AREA_ROUTES: Record<Area, readonly AreaRoute[]> = {
  admin: ADMIN_ROUTES,
  portal: PORTAL_ROUTES,
  support: SUPPORT_ROUTES,
};

const byId = new Map([...ADMIN_ROUTES, ...PORTAL_ROUTES, ...SUPPORT_ROUTES].map((r) => [r.id, r]));

export function routeById(id: string): AreaRoute | undefined {
  return byId.get(id);
}

/** The route and its ancestors, outermost first (for breadcrumbs). */
export function routeTrail(id: string): AreaRoute[] {
  const trail: AreaRoute[] = [];
  let current = byId.get(id);
  while (current && trail.length < 10) {
    trail.unshift(current);
    current = current.parent ? byId.get(current.parent) : undefined;
  }
  return trail;
}

/** Whether a path has parameters (such routes are reached from lists, never linked from navigation). */
export function isParameterized(route: AreaRoute): boolean {
  return route.path.includes(':');
}
