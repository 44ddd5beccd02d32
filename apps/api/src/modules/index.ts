// Every feature's routes, mounted under /api. A new feature adds one line here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import accountImportRoutes from './account-import/index.ts';
import accountReviewsRoutes from './account-reviews/index.ts';
import adminDashboardRoutes from './admin-dashboard/index.ts';
import adminInquiriesRoutes from './admin-inquiries/index.ts';
import apiTokensRoutes from './api-tokens/api-tokens.routes.ts';
import auditLogRoutes from './audit-log/index.ts';
import authRoutes from './auth/auth.routes.ts';
import commerceAdminRoutes from './commerce/admin/index.ts';
import commerceBillingRoutes from './commerce/checkout/billing.routes.ts';
import commerceCheckoutRoutes from './commerce/checkout/checkout.routes.ts';
import commerceStaffRoutes from './commerce/checkout/staff.routes.ts';
import commerceCreditPricesRoutes from './commerce/credit-prices.ts';
import commerceCreditsRoutes from './commerce/credits.routes.ts';
import commerceCreditUsageRoutes from './commerce/daily/credit-usage.routes.ts';
import commerceTaxReceiptsRoutes from './commerce/receipts/tax-receipts.routes.ts';
import companiesRoutes from './companies/index.ts';
import contentBlocksRoutes from './content-blocks/index.ts';
import emailAlertsRoutes from './email-alerts/email-alerts.routes.ts';
import faqsRoutes from './faqs/index.ts';
import feedsRoutes from './feeds/index.ts';
import formsRoutes from './forms/index.ts';
import healthRoutes from './health/health.routes.ts';
import homeRoutes from './home/home.routes.ts';
import inquiriesRoutes from './inquiries/inquiries.routes.ts';
import keyMetricsRoutes from './key-metrics/index.ts';
import landlordAnalyticsRoutes from './landlord/analytics/index.ts';
import landlordDashboardRoutes from './landlord/dashboard/index.ts';
import landlordLeadsRoutes from './landlord/leads/index.ts';
import landlordListingsRoutes from './landlord/listings/index.ts';
import landlordPhotosRoutes from './landlord/photos/index.ts';
import listingMergeRoutes from './listing-merge/index.ts';
import listingsRoutes from './listings/listings.routes.ts';
import membershipRenewalsRoutes from './membership-renewals/index.ts';
import menusRoutes from './menus/index.ts';
import pagesRoutes from './pages/index.ts';
import placesRoutes from './places/index.ts';
import pointsOfInterestRoutes from './points-of-interest/points-of-interest.routes.ts';
import postsRoutes from './posts/index.ts';
import publishingJobs from './publishing/index.ts';
import renterListingsRoutes from './renter-listings/renter-listings.routes.ts';
import renterProfileRoutes from './renter-profile/renter-profile.routes.ts';
import rentersRoutes from './renters/index.ts';
import searchRoutes from './search/search.routes.ts';
import seoRoutes from './seo/seo.routes.ts';
import siteRoutes from './site/site.routes.ts';
import supportReportsRoutes from './support-reports/index.ts';
import supportSearchRoutes from './support-search/index.ts';
import twoFactorRoutes from './two-factor/two-factor.routes.ts';
import mediaLibraryRoutes from './uploads/media-library.routes.ts';
import uploadsRoutes from './uploads/uploads.routes.ts';
import userManagementRoutes from './user-management/index.ts';
import usersRoutes from './users/users.routes.ts';

export const apiModules: FastifyPluginAsyncZod[] = [
  healthRoutes,
  authRoutes,
  twoFactorRoutes,
  apiTokensRoutes,
  usersRoutes,
  siteRoutes,
  searchRoutes,
  listingsRoutes,
  homeRoutes,
  renterListingsRoutes,
  inquiriesRoutes,
  landlordLeadsRoutes,
  landlordDashboardRoutes,
  renterProfileRoutes,
  emailAlertsRoutes,
  pointsOfInterestRoutes,
  seoRoutes,
  uploadsRoutes,
  mediaLibraryRoutes,
  userManagementRoutes,
  companiesRoutes,
  rentersRoutes,
  adminInquiriesRoutes,
  auditLogRoutes,
  adminDashboardRoutes,
  landlordListingsRoutes,
  landlordPhotosRoutes,
  landlordAnalyticsRoutes,
  commerceBillingRoutes,
  commerceCheckoutRoutes,
  commerceStaffRoutes,
  commerceAdminRoutes,
  commerceCreditPricesRoutes,
  commerceCreditsRoutes,
  commerceCreditUsageRoutes,
  commerceTaxReceiptsRoutes,
  menusRoutes,
  pagesRoutes,
  placesRoutes,
  postsRoutes,
  publishingJobs,
  faqsRoutes,
  contentBlocksRoutes,
  formsRoutes,
  supportReportsRoutes,
  accountReviewsRoutes,
  feedsRoutes,
  accountImportRoutes,
  supportSearchRoutes,
  listingMergeRoutes,
  membershipRenewalsRoutes,
  keyMetricsRoutes,
];
