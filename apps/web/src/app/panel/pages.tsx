// The pages of the signed-in areas, by the route table's `page` key. This module loads with the first area
// page, never with the public pages: every import() here carries a list of chunks to preload, and kept in the
// router's entry chunk those lists would grow the search page's first download with each new screen.

import { AREA_PAGES as accountImportPages } from '../../features/account-import/area-pages.ts';
import { AREA_PAGES as accountReviewsPages } from '../../features/account-reviews/area-pages.ts';
import { AREA_PAGES as adminFeedsPages } from '../../features/admin-feeds/area-pages.ts';
import { AREA_PAGES as keyMetricsPages } from '../../features/key-metrics/area-pages.ts';
import { AREA_PAGES as listingMergePages } from '../../features/listing-merge/area-pages.ts';
import { AREA_PAGES as membershipRenewalsPages } from '../../features/membership-renewals/area-pages.ts';
import { AREA_PAGES as supportReportsPages } from '../../features/support-reports/area-pages.ts';
import { AREA_PAGES as supportSearchPages } from '../../features/support-search/area-pages.ts';
import { comingSoon, type PageKey, type PageLoader } from './page-loader.ts';

// One loader per module that several pages share: each import() call site carries its own list of chunks to
// preload in the entry chunk, which the search page's first download counts (scripts/check-bundle.ts).
const areaDashboard = () => import('./area-dashboard.tsx');
const companyPages = () => import('../../features/admin/pages/company-pages.tsx');
const renterPages = () => import('../../features/admin/pages/renter-pages.tsx');
const inquiryPages = () => import('../../features/admin/pages/inquiry-pages.tsx');
const creditBundlePages = () => import('../../features/admin-commerce/pages/credit-bundle-pages.tsx');
const promoCodePages = () => import('../../features/admin-commerce/pages/promo-code-pages.tsx');
const postPages = () => import('../../features/blog/pages/post-pages.tsx');
const postCategoryPages = () => import('../../features/blog/pages/post-category-pages.tsx');
const faqPages = () => import('../../features/admin-content/pages/faq-pages.tsx');
const contentBlockPages = () => import('../../features/admin-content/pages/content-block-pages.tsx');
const menuItemPages = () => import('../../features/menu-editor/pages/menu-item-pages.tsx');
const pagePages = () => import('../../features/admin-pages/pages/page-pages.tsx');
const pageTypePages = () => import('../../features/admin-pages/pages/page-type-pages.tsx');
const formPages = () => import('../../features/admin-forms/pages/form-pages.tsx');
const cityPages = () => import('../../features/admin-places/pages/city-pages.tsx');
const metroAreaPages = () => import('../../features/admin-places/pages/metro-area-pages.tsx');
const portalListingEditor = () => import('../../features/portal-listings/pages/listing-editor-pages.tsx');

/** The admin feature's dashboard, given the heading and the section cards the panel builds from the route table. */
const adminDashboardPage = () =>
  Promise.all([import('../../features/admin/pages/admin-dashboard-page.tsx'), areaDashboard()]).then(
    ([{ AdminDashboardPage }, { DashboardHeading, DashboardSections }]) =>
      function AdminDashboard() {
        return <AdminDashboardPage heading={<DashboardHeading />} sections={<DashboardSections area="admin" />} />;
      },
  );

/** The landlord's dashboard (features/portal), given the same heading and section cards. */
const portalDashboardPage = () =>
  Promise.all([import('../../features/portal/pages/portal-dashboard-page.tsx'), areaDashboard()]).then(
    ([{ PortalDashboardPage }, { DashboardHeading, DashboardSections }]) =>
      function PortalDashboard() {
        return <PortalDashboardPage heading={<DashboardHeading />} sections={<DashboardSections area="portal" />} />;
      },
  );

export const PAGES: Record<PageKey, PageLoader> = {
  ...supportReportsPages,
  ...accountReviewsPages,
  ...adminFeedsPages,
  ...accountImportPages,
  ...supportSearchPages,
  ...listingMergePages,
  ...membershipRenewalsPages,
  ...keyMetricsPages,
  adminDashboard: adminDashboardPage,
  portalDashboard: portalDashboardPage,
  portalLeads: () => import('../../features/portal-leads/pages/leads-page.tsx').then((m) => m.LeadsPage),
  portalLeadShow: () => import('../../features/portal-leads/pages/lead-page.tsx').then((m) => m.LeadPage),
  portalBilling: () => import('../../features/portal-billing/pages/billing-page.tsx').then((m) => m.BillingPage),
  portalCheckout: () => import('../../features/portal-billing/pages/checkout-page.tsx').then((m) => m.CheckoutPage),
  portalUsage: () => import('../../features/portal-usage/pages/usage-page.tsx').then((m) => m.CreditUsagePage),
  portalAccountDetails: () =>
    import('../../features/portal/pages/account-details-page.tsx').then((m) => m.AccountDetailsPage),
  portalListings: () =>
    import('../../features/portal-listings/pages/listings-page.tsx').then((m) => m.PortalListingsPage),
  portalListingCreate: () => portalListingEditor().then((m) => m.PortalListingCreatePage),
  portalListingShow: () => portalListingEditor().then((m) => m.PortalListingShowPage),
  portalTaxReceipts: () =>
    import('../../features/portal-receipts/pages/tax-receipts-page.tsx').then((m) => m.TaxReceiptsPage),
  supportDashboard: () =>
    Promise.all([import('../../features/key-metrics/pages/support-dashboard-page.tsx'), areaDashboard()]).then(
      ([{ SupportDashboardPage }, { DashboardHeading, DashboardSections }]) =>
        function SupportDashboard() {
          return (
            <SupportDashboardPage heading={<DashboardHeading />} sections={<DashboardSections area="support" />} />
          );
        },
    ),
  myAccount: () => import('../../features/account/pages/my-account-page.tsx').then((m) => m.MyAccountPage),
  myAccountEdit: () => import('../../features/account/pages/my-account-edit-page.tsx').then((m) => m.MyAccountEditPage),
  changePassword: () =>
    import('../../features/account/pages/change-password-page.tsx').then((m) => m.ChangePasswordPage),
  renterProfile: () =>
    import('../../features/renter-profile/pages/renter-profile-page.tsx').then((m) => m.RenterProfilePage),
  myInquiries: () => import('../../features/inquiries/pages/my-inquiries-page.tsx').then((m) => m.MyInquiriesPage),
  myInquiry: () => import('../../features/inquiries/pages/inquiry-page.tsx').then((m) => m.InquiryPage),
  emailAlerts: () => import('../../features/email-alerts/pages/email-alerts-page.tsx').then((m) => m.EmailAlertsPage),
  favouriteListings: () =>
    import('../../features/renter/pages/favourite-listings-page.tsx').then((m) => m.FavouriteListingsPage),
  recommendedListings: () =>
    import('../../features/renter/pages/recommended-listings-page.tsx').then((m) => m.RecommendedListingsPage),
  viewedListings: () =>
    import('../../features/renter/pages/viewed-listings-page.tsx').then((m) => m.ViewedListingsPage),
  userManagement: () => import('../../features/admin/pages/user-management-page.tsx').then((m) => m.UserManagementPage),
  userCreate: () => import('../../features/admin/pages/user-pages.tsx').then((m) => m.UserCreatePage),
  userShow: () => import('../../features/admin/pages/user-pages.tsx').then((m) => m.UserShowPage),
  userEdit: () => import('../../features/admin/pages/user-pages.tsx').then((m) => m.UserEditPage),
  roleCreate: () => import('../../features/admin/pages/role-pages.tsx').then((m) => m.RoleCreatePage),
  roleShow: () => import('../../features/admin/pages/role-pages.tsx').then((m) => m.RoleShowPage),
  roleEdit: () => import('../../features/admin/pages/role-pages.tsx').then((m) => m.RoleEditPage),
  permissionCreate: () => import('../../features/admin/pages/permission-pages.tsx').then((m) => m.PermissionCreatePage),
  permissionEdit: () => import('../../features/admin/pages/permission-pages.tsx').then((m) => m.PermissionEditPage),
  auditLog: () => import('../../features/admin/pages/audit-log-page.tsx').then((m) => m.AuditLogPage),
  apiDashboard: () => import('../../features/api-access/pages/api-dashboard-page.tsx').then((m) => m.ApiDashboardPage),
  siteSettings: () => import('../../features/settings/pages/site-settings-page.tsx').then((m) => m.SiteSettingsPage),
  moduleSettings: () =>
    import('../../features/settings/pages/module-settings-page.tsx').then((m) => m.ModuleSettingsPage),
  companies: () => companyPages().then((m) => m.CompaniesPage),
  companyCreate: () => companyPages().then((m) => m.CompanyCreatePage),
  companyShow: () => companyPages().then((m) => m.CompanyShowPage),
  companyEdit: () => companyPages().then((m) => m.CompanyEditPage),
  renters: () => renterPages().then((m) => m.RentersPage),
  renterShow: () => renterPages().then((m) => m.RenterShowPage),
  inquiries: () => inquiryPages().then((m) => m.InquiriesPage),
  inquiryShow: () => inquiryPages().then((m) => m.InquiryShowPage),
  ecommerce: () =>
    import('../../features/admin-commerce/pages/ecommerce-settings-page.tsx').then((m) => m.EcommerceSettingsPage),
  creditBundles: () => creditBundlePages().then((m) => m.CreditBundlesPage),
  faqs: () => faqPages().then((m) => m.FaqsPage),
  faqCreate: () => faqPages().then((m) => m.FaqCreatePage),
  faqShow: () => faqPages().then((m) => m.FaqShowPage),
  faqEdit: () => faqPages().then((m) => m.FaqEditPage),
  globalContent: () => contentBlockPages().then((m) => m.ContentBlocksPage),
  globalContentEdit: () => contentBlockPages().then((m) => m.ContentBlockEditPage),
  creditBundleCreate: () => creditBundlePages().then((m) => m.CreditBundleCreatePage),
  creditBundleEdit: () => creditBundlePages().then((m) => m.CreditBundleEditPage),
  promoCodes: () => promoCodePages().then((m) => m.PromoCodesPage),
  promoCodeCreate: () => promoCodePages().then((m) => m.PromoCodeCreatePage),
  promoCodeEdit: () => promoCodePages().then((m) => m.PromoCodeEditPage),
  posts: () => postPages().then((m) => m.PostsPage),
  postCreate: () => postPages().then((m) => m.PostCreatePage),
  postShow: () => postPages().then((m) => m.PostShowPage),
  postEdit: () => postPages().then((m) => m.PostEditPage),
  postCategories: () => postCategoryPages().then((m) => m.PostCategoriesPage),
  postCategoryCreate: () => postCategoryPages().then((m) => m.PostCategoryCreatePage),
  postCategoryEdit: () => postCategoryPages().then((m) => m.PostCategoryEditPage),
  menuEditor: () => import('../../features/menu-editor/pages/menu-editor-page.tsx').then((m) => m.MenuEditorPage),
  menuItemCreate: () => menuItemPages().then((m) => m.MenuItemCreatePage),
  menuItemEdit: () => menuItemPages().then((m) => m.MenuItemEditPage),
  pages: () => pagePages().then((m) => m.PagesPage),
  pageCreate: () => pagePages().then((m) => m.PageCreatePage),
  pageShow: () => pagePages().then((m) => m.PageShowPage),
  pageEdit: () => pagePages().then((m) => m.PageEditPage),
  pageTypes: () => pageTypePages().then((m) => m.PageTypesPage),
  pageTypeCreate: () => pageTypePages().then((m) => m.PageTypeCreatePage),
  pageTypeEdit: () => pageTypePages().then((m) => m.PageTypeEditPage),
  forms: () => formPages().then((m) => m.FormsPage),
  formCreate: () => formPages().then((m) => m.FormCreatePage),
  formEdit: () => formPages().then((m) => m.FormEditPage),
  formSubmissions: () => formPages().then((m) => m.FormSubmissionsPage),
  cities: () => cityPages().then((m) => m.CitiesPage),
  cityEdit: () => cityPages().then((m) => m.CityEditPage),
  cityCreate: () => cityPages().then((m) => m.CityCreatePage),
  provinceEdit: () => import('../../features/admin-places/pages/province-pages.tsx').then((m) => m.ProvinceEditPage),
  metroAreas: () => metroAreaPages().then((m) => m.MetroAreasPage),
  metroAreaCreate: () => metroAreaPages().then((m) => m.MetroAreaCreatePage),
  metroAreaEdit: () => metroAreaPages().then((m) => m.MetroAreaEditPage),
};

export { comingSoon };

/**
 * The component of an area route: its page once built, otherwise the "coming soon" page. The modals manager
 * (root-layout.tsx's ModalsHost, loaded on its own) is loaded before the page shows, so a confirmation the
 * page opens (publish, remove, log out) answers the first click rather than a click made before it arrived.
 */
export async function loadPage(page: PageKey | undefined) {
  const [component] = await Promise.all([page ? PAGES[page]() : comingSoon(), import('../shell/modals-host.tsx')]);
  return component;
}
