// Support search (issue 16, section 4): users, listings and companies as support reads them. Read-only: list,
// detail and CSV export. One `q` per resource over its useful fields, a status filter, a created-date range and
// a named preset (`filter`, the `{filter?}` segment of /support/users/{filter?} and the others). The answers
// never hold a password hash, a token, a two-factor secret or recovery codes (support impersonates nobody).
import { z } from 'zod';
import { dateRangeFiltersSchema } from './date-range.ts';
import { LISTING_STATUSES } from './listing-vocabularies.ts';
import { USER_STATUSES } from './user-management.ts';

/** A user or company is "new" for this many days after it was created (the `new` presets). */
export const SUPPORT_NEW_DAYS = 7;
/** A membership ending within this many days is "expiring" (the companies' `expiring` preset). */
export const SUPPORT_EXPIRING_DAYS = 30;
/** The detail pages show at most this many related rows per section (newest first) with the full count. */
export const SUPPORT_DETAIL_ROWS = 20;

/** /support/users/{filter}: landlords, renters, staff (support and admins), suspended, pending, new. */
export const SUPPORT_USER_PRESETS = ['landlords', 'renters', 'staff', 'suspended', 'pending', 'new'] as const;
/** /support/listings/{filter}: by status, reported (an open report), from a feed, new. */
export const SUPPORT_LISTING_PRESETS = [
  'active',
  'paused',
  'draft',
  'expired',
  'removed',
  'reported',
  'from-feeds',
  'new',
] as const;
/** /support/companies/{filter}: membership ending soon, ended, current members, no listings, new. */
export const SUPPORT_COMPANY_PRESETS = ['expiring', 'expired', 'members', 'no-listings', 'new'] as const;

export type SupportUserPreset = (typeof SUPPORT_USER_PRESETS)[number];
export type SupportListingPreset = (typeof SUPPORT_LISTING_PRESETS)[number];
export type SupportCompanyPreset = (typeof SUPPORT_COMPANY_PRESETS)[number];

export const SUPPORT_SEARCH_PRESETS = {
  users: SUPPORT_USER_PRESETS,
  listings: SUPPORT_LISTING_PRESETS,
  companies: SUPPORT_COMPANY_PRESETS,
} as const;

/** Whether a `{filter}` route segment names one of the kind's presets (the pages check before asking the API). */
export function isSupportPreset(kind: keyof typeof SUPPORT_SEARCH_PRESETS, value: string): boolean {
  return (SUPPORT_SEARCH_PRESETS[kind] as readonly string[]).includes(value);
}

// Users

export const supportUserFiltersSchema = dateRangeFiltersSchema.extend({
  status: z.enum(USER_STATUSES).optional(),
  filter: z.enum(SUPPORT_USER_PRESETS).optional(),
});
export type SupportUserFilters = z.infer<typeof supportUserFiltersSchema>;

export const supportUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  roles: z.array(z.string()),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportUser = z.infer<typeof supportUserSchema>;

const listingRef = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(LISTING_STATUSES),
  streetAddress: z.string(),
  createdAt: z.string(),
});

const reportRow = z.object({
  id: z.number().int(),
  listingId: z.number().int(),
  listingTitle: z.string(),
  reason: z.string(),
  status: z.string(),
  createdAt: z.string(),
});

export const supportUserDetailSchema = supportUserSchema.extend({
  locale: z.enum(['en', 'fr']),
  emailVerifiedAt: z.string().nullable(),
  /** Whether two-factor sign-in is on (never its secret nor its recovery codes). */
  twoFactorEnabled: z.boolean(),
  listings: z.array(listingRef),
  listingCount: z.number().int(),
  inquiries: z.array(
    z.object({
      id: z.number().int(),
      listingId: z.number().int(),
      listingTitle: z.string(),
      createdAt: z.string(),
    }),
  ),
  inquiryCount: z.number().int(),
  /** Reports this user sent about listings. */
  reportsMade: z.array(reportRow),
  /** Reports about this user's listings. */
  reportsReceived: z.array(reportRow),
  /** Sign-ins: the last one and the sessions still open (when they began and were last used; never a token). */
  logins: z.object({
    lastLoginAt: z.string().nullable(),
    sessions: z.array(
      z.object({
        kind: z.enum(['session', 'personal']),
        createdAt: z.string(),
        lastUsedAt: z.string().nullable(),
        expiresAt: z.string(),
      }),
    ),
  }),
});
export type SupportUserDetail = z.infer<typeof supportUserDetailSchema>;

// Listings

export const supportListingFiltersSchema = dateRangeFiltersSchema.extend({
  status: z.enum(LISTING_STATUSES).optional(),
  filter: z.enum(SUPPORT_LISTING_PRESETS).optional(),
});
export type SupportListingFilters = z.infer<typeof supportListingFiltersSchema>;

export const supportListingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(LISTING_STATUSES),
  streetAddress: z.string(),
  unit: z.string().nullable(),
  postalCode: z.string().nullable(),
  cityName: z.string(),
  /** Cents. */
  rent: z.number().int(),
  externalFeedId: z.string().nullable(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  ownerId: z.number().int().nullable(),
  ownerEmail: z.string().nullable(),
  openReports: z.number().int(),
  createdAt: z.string(),
});
export type SupportListing = z.infer<typeof supportListingSchema>;

export const supportListingDetailSchema = supportListingSchema.extend({
  description: z.string(),
  beds: z.number().int(),
  baths: z.number(),
  sqft: z.number().int().nullable(),
  rentalType: z.string(),
  provinceName: z.string(),
  availableDate: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  enabledAt: z.string().nullable(),
  firstListedAt: z.string().nullable(),
  removedAt: z.string().nullable(),
  featuredUntil: z.string().nullable(),
  updatedAt: z.string(),
  photoCount: z.number().int(),
  owner: z
    .object({
      id: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      status: z.enum(USER_STATUSES),
    })
    .nullable(),
  reports: z.array(
    z.object({
      id: z.number().int(),
      reason: z.string(),
      details: z.string(),
      status: z.string(),
      reporterId: z.number().int().nullable(),
      reporterEmail: z.string().nullable(),
      createdAt: z.string(),
      resolvedAt: z.string().nullable(),
    }),
  ),
  leadCount: z.number().int(),
  favouriteCount: z.number().int(),
  viewCount: z.number().int(),
  inquiryCount: z.number().int(),
  /** The public page's path (it answers 404 unless the listing is active). */
  publicPath: z.string(),
  /** The feed the listing came from, when it was imported (its id in the feed, and the feed when known). */
  feed: z
    .object({
      externalId: z.string(),
      feedId: z.number().int().nullable(),
      feedName: z.string().nullable(),
    })
    .nullable(),
});
export type SupportListingDetail = z.infer<typeof supportListingDetailSchema>;

// Companies

export const supportCompanyFiltersSchema = dateRangeFiltersSchema.extend({
  /** The membership's state (credit wallet): current, ended, or never a member. */
  status: z.enum(['member', 'expired', 'none']).optional(),
  filter: z.enum(SUPPORT_COMPANY_PRESETS).optional(),
});
export type SupportCompanyFilters = z.infer<typeof supportCompanyFiltersSchema>;

export const supportCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postalCode: z.string().nullable(),
  userCount: z.number().int(),
  listingCount: z.number().int(),
  membershipExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportCompany = z.infer<typeof supportCompanySchema>;

export const supportCompanyDetailSchema = supportCompanySchema.extend({
  website: z.string().nullable(),
  addressCont: z.string().nullable(),
  users: z.array(
    z.object({
      id: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      status: z.enum(USER_STATUSES),
      roles: z.array(z.string()),
    }),
  ),
  listingsByStatus: z.record(z.enum(LISTING_STATUSES), z.number().int()),
  /** Read-only, from the commerce tables; null when the company never had a wallet. */
  wallet: z
    .object({
      balance: z.number().int(),
      membershipExpiresAt: z.string().nullable(),
      membershipAutoRenew: z.boolean(),
    })
    .nullable(),
  feeds: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      format: z.string(),
      url: z.string().nullable(),
    }),
  ),
  /** Merge Listings (/support/company/{id}/merge-listings). */
  mergeListingsPath: z.string(),
});
export type SupportCompanyDetail = z.infer<typeof supportCompanyDetailSchema>;
