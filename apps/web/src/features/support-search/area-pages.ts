// The area pages of this feature, by route-table key (app/panel/pages.tsx spreads them in).
import type { PageKey, PageLoader } from '../../app/panel/page-loader.ts';

// One loader for the module all nine pages share: each import() call site adds its preload list to the entry.
const pages = () => import('./pages/search-pages.tsx');

export const AREA_PAGES = {
  userSearch: () => pages().then((m) => m.UserSearchPage),
  supportUsers: () => pages().then((m) => m.SupportUsersPage),
  supportUser: () => pages().then((m) => m.SupportUserPage),
  listingSearch: () => pages().then((m) => m.ListingSearchPage),
  supportListings: () => pages().then((m) => m.SupportListingsPage),
  supportListing: () => pages().then((m) => m.SupportListingPage),
  companySearch: () => pages().then((m) => m.CompanySearchPage),
  supportCompanies: () => pages().then((m) => m.SupportCompaniesPage),
  supportCompany: () => pages().then((m) => m.SupportCompanyPage),
} satisfies Partial<Record<PageKey, PageLoader>>;
