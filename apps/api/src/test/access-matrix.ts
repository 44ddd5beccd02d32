// The authorization matrix: every API route, and what anonymous callers and each role get.
// 'ok' means the guard lets the caller through (the route may still answer 404 or 422 to the empty
// request the test sends). A route missing here fails access.test.ts: add it when you add the route.
import { resourceMatrixRows } from '../lib/resources/index.ts';
import { ACCESS_ROWS as accountImportRows } from '../modules/account-import/access-rows.ts';
import { ACCESS_ROWS as accountReviewsRows } from '../modules/account-reviews/access-rows.ts';
import { moneyTransactionsResource } from '../modules/commerce/checkout/money-transactions.resource.ts';
import { transactionsResource } from '../modules/commerce/checkout/transactions.resource.ts';
import { creditTransactionsResource } from '../modules/commerce/credit-transactions.resource.ts';
import { taxReceiptsResource } from '../modules/commerce/receipts/tax-receipts.resource.ts';
import { ACCESS_ROWS as feedsRows } from '../modules/feeds/access-rows.ts';
import { ACCESS_ROWS as keyMetricsRows } from '../modules/key-metrics/access-rows.ts';
import { landlordListingsResource } from '../modules/landlord/listings/index.ts';
import { ACCESS_ROWS as listingMergeRows } from '../modules/listing-merge/access-rows.ts';
import { ACCESS_ROWS as membershipRenewalsRows } from '../modules/membership-renewals/access-rows.ts';
import { BACK_OFFICE_RESOURCES } from '../modules/resources.ts';
import { ACCESS_ROWS as supportReportsRows } from '../modules/support-reports/access-rows.ts';
import { ACCESS_ROWS as supportSearchRows } from '../modules/support-search/access-rows.ts';
import { only, PUBLIC, type Row, SIGNED_IN } from './access-matrix-rows.ts';

export type { Caller, Outcome, Row } from './access-matrix-rows.ts';

/** The renter-area permissions (viewMyInquiries, viewFavouriteListings, ...): renters and the two admin roles. */
const RENTER_AREA = only('Renter', 'Site Owner', 'Site Administrator');

export const ACCESS_MATRIX: Record<string, Row> = {
  ...supportReportsRows,
  ...accountReviewsRows,
  ...feedsRows,
  ...accountImportRows,
  ...supportSearchRows,
  ...listingMergeRows,
  ...membershipRenewalsRows,
  ...keyMetricsRows,
  // health
  'GET /api/health': PUBLIC,
  'GET /api/ready': PUBLIC,
  'GET /api/csrf-cookie': PUBLIC,

  // site
  'GET /api/site-settings': PUBLIC,
  'GET /api/content-blocks/get-content': PUBLIC,
  'GET /api/project-modules-formatted': PUBLIC,
  'GET /api/project-modules': only('Site Owner', 'Site Administrator'), // viewSiteSettings
  'GET /api/project-modules/:id': only('Site Owner'), // modifyProjectModules
  'POST /api/project-modules': only('Site Owner'),
  'POST /api/project-module-settings': only('Site Owner'),
  'GET /api/admin/settings': only('Site Owner', 'Site Administrator'), // viewSiteSettings
  'PATCH /api/admin/settings': only('Site Owner', 'Site Administrator'), // viewSiteSettings (the spec names no other)

  // accounts
  'POST /api/register': PUBLIC,
  'POST /api/landlord/register': PUBLIC,
  'POST /api/login': PUBLIC,
  'POST /api/logout': SIGNED_IN,
  'GET /api/user': SIGNED_IN,
  'PATCH /api/user': SIGNED_IN,
  'PATCH /api/user/company': only('Landlord'),
  'POST /api/user/change-password': SIGNED_IN,
  'GET /api/permissions/get-user-permissions': SIGNED_IN,
  'POST /api/password-reset': PUBLIC,
  'POST /api/password-reset/:token': PUBLIC,
  'POST /api/landlord/verify': only('Landlord'),
  'POST /api/landlord/resend-verify': only('Landlord'),
  'PATCH /api/acknowledge-user-logged-in': SIGNED_IN,

  // two-factor sign-in (modules/two-factor): the caller's own, from My Account; the login's second step
  'GET /api/two-factor': SIGNED_IN,
  'POST /api/two-factor/setup': SIGNED_IN,
  'POST /api/two-factor/enable': SIGNED_IN,
  'POST /api/two-factor/disable': SIGNED_IN,
  'POST /api/two-factor/recovery-codes': SIGNED_IN,
  'POST /api/login/two-factor': PUBLIC,

  // personal API tokens (modules/api-tokens): the caller's own
  'GET /api/api-tokens': SIGNED_IN,
  'POST /api/api-tokens': SIGNED_IN,
  'DELETE /api/api-tokens/:id': SIGNED_IN,

  // search (modules/search)
  'GET /api/listings': PUBLIC,
  'GET /api/listings/:a/:b': PUBLIC,
  'GET /api/listings/rent-trends/:a/:b': PUBLIC,
  'GET /api/listings-autocomplete': PUBLIC,
  'GET /api/listings-autocomplete-did-you-mean': PUBLIC,
  'GET /api/map-markers': PUBLIC,
  'GET /api/map-marker-info': PUBLIC,

  // listings (modules/listings)
  'GET /api/listing/:id': PUBLIC,
  'GET /api/listing/:id/photos': PUBLIC,
  'GET /api/similar-listings/:id': PUBLIC,
  'GET /api/similar-offerings/:id': PUBLIC,
  'POST /api/report-listing/:id': PUBLIC,
  'GET /api/fav-listings': PUBLIC,
  'GET /api/fav-map-markers': PUBLIC,

  // home page (modules/home)
  'GET /api/home': PUBLIC,

  // renter area: favourites and viewed listings (modules/renter-listings)
  'PATCH /api/favourite-listing': RENTER_AREA, // viewFavouriteListings
  'PATCH /api/audit-favourite-listings': RENTER_AREA,
  'GET /api/favourite-listings': RENTER_AREA,
  'GET /api/favourite-listings-map-markers': RENTER_AREA,
  'GET /api/favourite-listings/:id': RENTER_AREA,
  'GET /api/recent-favourite-listings': RENTER_AREA,
  'DELETE /api/favourite-listings/:id': RENTER_AREA,
  'GET /api/viewed-listings': RENTER_AREA, // viewViewedListings
  'GET /api/viewed-listings-map-markers': RENTER_AREA,
  // renter area: recommendations (modules/renter-listings)
  'GET /api/new-recommended-listings': RENTER_AREA, // viewRecommendedListings
  'GET /api/recommended-listings': RENTER_AREA,
  'GET /api/recommended-listings-map-markers': RENTER_AREA,
  'GET /api/recommended-listings-stats': RENTER_AREA,
  'DELETE /api/recommended-listings/:id': RENTER_AREA, // not interested (dismissed_recommendations)

  // renter area: inquiries and profile (modules/inquiries, modules/renter-profile)
  'POST /api/renter-inquire': PUBLIC,
  'POST /api/forms/:id/submissions': PUBLIC, // modules/forms: a visitor sends a form placed on a page
  'POST /api/forms/:id/browser-submissions': PUBLIC, // the same, posted by a browser without JavaScript
  'GET /api/recent-inquiries': RENTER_AREA, // viewMyInquiries
  'GET /api/inquiry-listings': RENTER_AREA,
  'GET /api/inquiry-listings-map-markers': RENTER_AREA,
  'GET /api/my-inquiries/:id': RENTER_AREA,
  'GET /api/listing-inquiries/:id': RENTER_AREA,
  'GET /api/renter-profile': RENTER_AREA,
  'PATCH /api/renter-profile': RENTER_AREA,

  // renter area: points of interest (modules/points-of-interest)
  'GET /api/points-of-interest': SIGNED_IN,
  'POST /api/point-of-interest': SIGNED_IN,
  'PATCH /api/point-of-interest': SIGNED_IN,
  'DELETE /api/points-of-interest/:id': SIGNED_IN,

  // renter area: email alerts (modules/email-alerts)
  // Sign-in only (spec 2: viewEmailAlerts is named but not enforced); records are the caller's own.
  'GET /api/email-alerts': SIGNED_IN,
  'POST /api/email-alerts': SIGNED_IN,
  'PATCH /api/email-alerts/:id': SIGNED_IN,
  'DELETE /api/email-alerts/:id': SIGNED_IN,
  'POST /api/email-alerts/:id/send-now': SIGNED_IN,
  // The unsubscribe link of alert emails: public, the user hash is the secret (no XSRF, RFC 8058 one-click).
  'GET /api/new-listings-alerts/unsubscribe/:userHash': PUBLIC,
  'POST /api/new-listings-alerts/unsubscribe/:userHash': PUBLIC,

  // landlord portal: leads and dashboard (modules/landlord/leads, modules/landlord/dashboard); records are the
  // account's own (ownership.ts), another account's lead is 404
  'GET /api/landlord/leads': only('Landlord'),
  'GET /api/landlord/leads/unread-count': only('Landlord'),
  'GET /api/landlord/leads/:id': only('Landlord'),
  'PATCH /api/landlord/leads/:id': only('Landlord'),
  'DELETE /api/landlord/leads/:id': only('Landlord'),
  'POST /api/landlord/leads/:id/reply': only('Landlord'),
  'GET /api/landlord/export/leads': only('Landlord'),
  'GET /api/landlord/account-stats': only('Landlord'),
  'GET /api/landlord/activities': only('Landlord'),

  // seo (modules/seo)
  'GET /api/resolve': PUBLIC,

  // uploads (modules/uploads): signed-in at the route; who may upload which kind is checked in the handler
  // (lib/uploads/policy.ts) and tested in uploads.test.ts.
  'POST /api/admin/uploads': SIGNED_IN,
  // The media library: who may upload CMS media (lib/uploads/policy.ts).
  'GET /api/admin/media': only('Site Owner', 'Site Administrator'),
  'DELETE /api/admin/media/:id': only('Site Owner', 'Site Administrator'),

  // back-office resources (lib/resources): rows generated from each declaration's access rules
  ...resourceMatrixRows(BACK_OFFICE_RESOURCES),
  'POST /api/admin/roles/matrix': only('Site Owner'), // modifyRoles
  // a company's users (modules/companies/company-users.ts): modifyCompanies
  'POST /api/admin/companies/:id/users': only('Site Owner', 'Site Administrator'),
  'DELETE /api/admin/companies/:id/users/:userId': only('Site Owner', 'Site Administrator'),
  'GET /api/admin/companies/:id/candidate-users': only('Site Owner', 'Site Administrator'),
  // staff credit adjustments (modules/commerce): modifyCompanies
  'POST /api/admin/companies/:id/credits': only('Site Owner', 'Site Administrator'),
  // the credit wallet (modules/commerce): the caller's company's only
  'GET /api/landlord/wallet': only('Landlord'),
  ...resourceMatrixRows([creditTransactionsResource, moneyTransactionsResource, transactionsResource]),
  'POST /api/commerce/enable/:id': only('Landlord'),
  'POST /api/commerce/featured/:id': only('Landlord'),
  // the nightly charge's usage (modules/commerce/daily): the caller's company's only
  'GET /api/landlord/credit-usage': only('Landlord'),
  // buying credits (modules/commerce/checkout): the caller's company's only; webhooks are signed, not signed in
  'GET /api/commerce/payment-config': only('Landlord'),
  'GET /api/commerce/billing-information': only('Landlord'),
  'PATCH /api/commerce/billing-information': only('Landlord'),
  'GET /api/commerce/payment-method': only('Landlord'),
  'DELETE /api/commerce/payment-method': only('Landlord'),
  'PUT /api/commerce/payment-method': only('Landlord'),
  'PATCH /api/commerce/membership': only('Landlord'),
  'GET /api/commerce/cart': only('Landlord'),
  'POST /api/commerce/promo-code': only('Landlord'),
  'POST /api/commerce/checkout': only('Landlord'),
  'POST /api/commerce/post-checkout': only('Landlord'),
  'POST /api/commerce/sandbox/payment-methods': only('Landlord'),
  'POST /api/commerce/sandbox/confirm/:paymentId': only('Landlord'),
  'POST /api/commerce/webhooks/:provider': PUBLIC,
  // staff: a company's credits and orders (viewCompanies), refunds (modifyCompanies)
  'GET /api/admin/companies/:id/commerce': only('Support', 'Site Owner', 'Site Administrator'),
  'POST /api/admin/orders/:id/refund': only('Site Owner', 'Site Administrator'),
  // tax receipts (modules/commerce/receipts): the caller's company's only (another's is a 404)
  ...resourceMatrixRows([taxReceiptsResource]),
  'GET /api/landlord/tax-receipts/:id/pdf': only('Landlord'),
  // the audit log's filter values (modules/audit-log): the Site Owner role, like the log itself
  'GET /api/admin/audit-log/facets': only('Site Owner'),
  // the back office's dashboard (modules/admin-dashboard): any account; each part by permission (null otherwise)
  'GET /api/admin/dashboard': SIGNED_IN,
  // landlord listings (modules/landlord/listings): the declared resource's routes, then the spec's own shapes
  ...resourceMatrixRows([landlordListingsResource]),
  'PATCH /api/landlord/listings': only('Landlord'),
  'DELETE /api/landlord/listings': only('Landlord'),
  'POST /api/landlord/listings/:id/duplicate': only('Landlord'),
  'POST /api/landlord/listings/:id/pause': only('Landlord'),
  'POST /api/landlord/listings/:id/resume': only('Landlord'),
  'POST /api/landlord/listings/:id/remove': only('Landlord'),
  'GET /api/landlord/new-listing-stats': only('Landlord'),
  'GET /api/landlord/cities/:id': only('Landlord'),
  'PATCH /api/landlord/register/listing': only('Landlord'),
  // landlord listing photos (modules/landlord/photos): the caller's listings only (another's is a 404)
  'GET /api/landlord/listings/:id/photos': only('Landlord'),
  'POST /api/landlord/listings/:id/photos': only('Landlord'),
  'PUT /api/landlord/listings/:id/photos/order': only('Landlord'),
  'PATCH /api/landlord/listings/:id/photos/:photoId': only('Landlord'),
  'DELETE /api/landlord/listings/:id/photos/:photoId': only('Landlord'),
  // landlord listing analytics (modules/landlord/analytics): the caller's listings only (another's is a 404)
  'GET /api/landlord/listings/:id/analytics': only('Landlord'),
  'GET /api/commerce/credit-prices': PUBLIC,
  // the commerce back office (modules/commerce/admin): modifyCreditBundles (the spec says sign-in only: README);
  // the bundles and promo codes are declared resources, listed with BACK_OFFICE_RESOURCES above
  'GET /api/admin/ecommerce': only('Site Owner', 'Site Administrator'),
  'PATCH /api/admin/ecommerce': only('Site Owner', 'Site Administrator'),
  // the bundles on sale (modules/commerce/admin): public, like the credit prices
  'GET /api/commerce/credit-bundles': PUBLIC,
  // the menu editor (modules/menus): viewMenuEditor to read the trees, modifyMenuItems to reorder; the items are
  // a declared resource, listed with BACK_OFFICE_RESOURCES above
  'GET /api/admin/menus': only('Site Owner', 'Site Administrator'),
  'PUT /api/admin/menus/:id/tree': only('Site Owner', 'Site Administrator'),
  // places (modules/places): viewCities; cities, provinces and metro areas are declared resources, listed with
  // BACK_OFFICE_RESOURCES above
  'GET /api/admin/places/city-options': only('Site Owner', 'Site Administrator'),
  // FAQs (modules/faqs): the categories in use, for the form (viewFaqs); the FAQs are a declared resource
  'GET /api/admin/faqs/categories': only('Site Owner', 'Site Administrator'),
};
