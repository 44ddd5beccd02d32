// Every French text in one file, fetched the first time a page is shown in French (main.tsx registers it
// with lib/i18n and waits for it before rendering a /fr URL). English ships differently: the shell's with the
// entry, each feature's with its chunk. The features keep their French texts next to their English ones. In
// app/ because it gathers every layer's texts (lib may not import the features): add a new part's fr.ts here.

import { fr as accountFields } from '../components/i18n/fr.ts';
import { fr as imageUpload } from '../components/image-upload/i18n/fr.ts';
import { fr as listMap } from '../components/list-map-frame/i18n/fr.ts';
import { fr as listingCard } from '../components/listing-card/i18n/fr.ts';
import { fr as map } from '../components/map/i18n/fr.ts';
import { fr as listingsView } from '../components/renter-listings-view/i18n/fr.ts';
import { fr as resource } from '../components/resource/i18n/fr.ts';
import { fr as richText } from '../components/rich-text/i18n/fr.ts';
import { fr as accountImport } from '../features/account-import/i18n/fr.ts';
import { fr as accountReviews } from '../features/account-reviews/i18n/fr.ts';
import { fr as admin } from '../features/admin/i18n/fr.ts';
import { fr as adminCommerce } from '../features/admin-commerce/i18n/fr.ts';
import { fr as adminContent } from '../features/admin-content/i18n/fr.ts';
import { fr as adminFeeds } from '../features/admin-feeds/i18n/fr.ts';
import { fr as adminForms } from '../features/admin-forms/i18n/fr.ts';
import { fr as adminPages } from '../features/admin-pages/i18n/fr.ts';
import { fr as adminPlaces } from '../features/admin-places/i18n/fr.ts';
import { fr as apiAccess } from '../features/api-access/i18n/fr.ts';
import { fr as auth } from '../features/auth/i18n/fr.ts';
import { fr as blog } from '../features/blog/i18n/fr.ts';
import { fr as cities } from '../features/cities/i18n/fr.ts';
import { fr as emailAlerts } from '../features/email-alerts/i18n/fr.ts';
import { fr as faq } from '../features/faq/i18n/fr.ts';
import { fr as publicForms } from '../features/forms/i18n/fr.ts';
import { fr as inquiries } from '../features/inquiries/i18n/fr.ts';
import { fr as keyMetrics } from '../features/key-metrics/i18n/fr.ts';
import { fr as listing } from '../features/listing/i18n/fr.ts';
import { fr as listingMerge } from '../features/listing-merge/i18n/fr.ts';
import { fr as membershipRenewals } from '../features/membership-renewals/i18n/fr.ts';
import { fr as menuEditor } from '../features/menu-editor/i18n/fr.ts';
import { fr as publicPages } from '../features/pages/i18n/fr.ts';
import { fr as pointsOfInterest } from '../features/points-of-interest/i18n/fr.ts';
import { fr as portal } from '../features/portal/i18n/fr.ts';
import { fr as portalBilling } from '../features/portal-billing/i18n/fr.ts';
import { fr as portalLeads } from '../features/portal-leads/i18n/fr.ts';
import { fr as portalListings } from '../features/portal-listings/i18n/fr.ts';
import { fr as listingPhotos } from '../features/portal-listings/i18n/photos.fr.ts';
import { fr as portalReceipts } from '../features/portal-receipts/i18n/fr.ts';
import { fr as portalUsage } from '../features/portal-usage/i18n/fr.ts';
import { fr as renter } from '../features/renter/i18n/fr.ts';
import { fr as renterProfile } from '../features/renter-profile/i18n/fr.ts';
import { fr as search } from '../features/search/i18n/fr.ts';
import { fr as settings } from '../features/settings/i18n/fr.ts';
import { fr as site } from '../features/site/i18n/fr.ts';
import { fr as supportReports } from '../features/support-reports/i18n/fr.ts';
import { fr as supportSearch } from '../features/support-search/i18n/fr.ts';
import { fr as twoFactor } from '../features/two-factor/i18n/fr.ts';
import { fr as shell } from '../lib/i18n/fr.ts';
import type { TranslationTree } from '../lib/i18n/strings.ts';
import { fr as panel } from './panel/i18n/fr.ts';

export const french: TranslationTree[] = [
  shell,
  blog,
  accountFields,
  auth,
  panel,
  listingCard,
  map,
  listMap,
  listingsView,
  listing,
  search,
  renter,
  emailAlerts,
  inquiries,
  renterProfile,
  pointsOfInterest,
  portalListings,
  portal,
  portalBilling,
  portalLeads,
  portalReceipts,
  portalUsage,
  listingPhotos,
  imageUpload,
  apiAccess,
  twoFactor,
  resource,
  richText,
  admin,
  adminCommerce,
  adminContent,
  faq,
  cities,
  adminPages,
  adminForms,
  adminFeeds,
  supportReports,
  accountReviews,
  accountImport,
  supportSearch,
  membershipRenewals,
  keyMetrics,
  publicPages,
  publicForms,
  adminPlaces,
  settings,
  site,
  menuEditor,
  listingMerge,
];
