// Listings (spec 7 "Listings"): the API's query and response schemas, shared by the API (validation, types,
// OpenAPI) and the web app (types, fetchers), and the public paths of search, city and listing pages.
import { z } from 'zod';
import { text } from '../fields.ts';
import {
  type Bounds,
  boundsFromParts,
  KEYWORD_MAX,
  MAX_RATE,
  MAX_SEARCH_PAGE,
  MAX_SQFT,
  SEARCH_SORTS,
  type SearchFilters,
} from '../search-filters.ts';
import { latLngFromParam } from '../travel.ts';
import { ruleParams } from '../validation-messages.ts';
import { listingFeeSchema } from './listing-fees.ts';
import {
  AMENITY_KEYS,
  LEASE_TERM_KEYS,
  MAX_BATHS,
  MAX_BEDS,
  PARKING_KEYS,
  PET_POLICY_KEYS,
  RENTAL_TYPE_KEYS,
  REPORT_REASON_KEYS,
  UTILITY_KEYS,
} from './listing-vocabularies.ts';
import { idParam } from './site.ts';

// ---------------------------------------------------------------- query parameters

/** "a,b" or repeated ?k=a&k=b -> ['a', 'b'], each checked as `item` (a vocabulary, an id), at most `max`. */
export const csvOf = <T extends z.ZodType>(item: T, max = 50) =>
  z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((v) => (typeof v === 'string' ? v.split(',') : [v]))
        .filter((v) => v !== ''),
    z.array(item).max(max),
  );
const optionalCsvOf = <T extends z.ZodType>(item: T) => csvOf(item).optional();
const nonNegative = (max: number) => z.coerce.number().int().min(0).max(max).optional();
const halfStep = z.coerce
  .number()
  .min(0)
  .max(MAX_BATHS)
  .refine((n) => Number.isInteger(n * 2), ruleParams('regex'));

export const boundsParam = z
  .string()
  .transform((value, ctx) => {
    const bounds = boundsFromParts(value.split(',').map((p) => (p.trim() === '' ? Number.NaN : Number(p))));
    if (!bounds) {
      ctx.addIssue({ code: 'custom', ...ruleParams('regex') });
      return z.NEVER;
    }
    return bounds;
  })
  .optional();

/** near=lat,lng: the point the distance sort measures from ('' is the same as leaving it out). */
export const nearParam = z
  .string()
  .transform((value, ctx) => {
    if (value.trim() === '') return undefined;
    const point = latLngFromParam(value);
    if (!point) {
      ctx.addIssue({ code: 'custom', ...ruleParams('regex') });
      return z.NEVER;
    }
    return point;
  })
  .optional();

const booleanFlag = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();

/** Every filter of spec 3, as GET parameters (see filtersToApiParams). */
export const searchFiltersQuerySchema = z.object({
  amenities: optionalCsvOf(z.enum(AMENITY_KEYS)),
  utilities: optionalCsvOf(z.enum(UTILITY_KEYS)),
  petPolicies: optionalCsvOf(z.enum(PET_POLICY_KEYS)),
  rentalTypes: optionalCsvOf(z.enum(RENTAL_TYPE_KEYS)),
  furnished: booleanFlag,
  beds: optionalCsvOf(z.coerce.number().int().min(0).max(MAX_BEDS)),
  baths: optionalCsvOf(halfStep),
  minBaths: halfStep.optional(),
  maxBaths: halfStep.optional(),
  minRate: nonNegative(MAX_RATE),
  maxRate: nonNegative(MAX_RATE),
  /** minRate/maxRate bound the total monthly cost (rent and mandatory monthly fees) rather than the rent. */
  priceIncludesFees: booleanFlag,
  minSqft: nonNegative(MAX_SQFT),
  maxSqft: nonNegative(MAX_SQFT),
  bounds: boundsParam,
  keyword: text().trim().max(KEYWORD_MAX).optional(),
  sort: z.enum(SEARCH_SORTS).optional(),
  /** Required by sort=distance (the API answers 422 naming near without it). */
  near: nearParam,
});
export type SearchFiltersQuery = z.infer<typeof searchFiltersQuerySchema>;

/** Where a search looks: at most one of these; none means everywhere. */
export const placeScopeQuerySchema = z.object({
  cityId: idParam.optional(),
  metroAreaId: idParam.optional(),
  provinceId: idParam.optional(),
});

/** GET listings (spec 7): place scope, page, attribution and every filter. `count=0` skips the total. */
export const listingSearchQuerySchema = searchFiltersQuerySchema.extend({
  ...placeScopeQuerySchema.shape,
  page: z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE).default(1),
  count: booleanFlag,
  /** Where the visitor came from (a referring site) and the campaign source; recorded, not filtered on. */
  externalReferrer: text().max(2000).optional(),
  source: text().max(100).optional(),
});
export type ListingSearchQuery = z.infer<typeof listingSearchQuerySchema>;

export const MAP_ZOOM_MIN = 1;
export const MAP_ZOOM_MAX = 20;

/** GET map-markers: the viewport (required), the zoom and the same filters and place scope as GET listings. */
export const mapMarkersQuerySchema = searchFiltersQuerySchema.extend({
  ...placeScopeQuerySchema.shape,
  zoom: z.coerce.number().int().min(MAP_ZOOM_MIN).max(MAP_ZOOM_MAX),
});

/** GET map-marker-info: the listings behind one marker (its key from map-markers) under the same filters. */
export const mapMarkerInfoQuerySchema = searchFiltersQuerySchema.extend({
  ...placeScopeQuerySchema.shape,
  key: z.string().min(1).max(100),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const AUTOCOMPLETE_MIN = 2;
export const autocompleteQuerySchema = z.object({ q: text().trim().min(AUTOCOMPLETE_MIN).max(100) });

/** GET fav-listings and fav-map-markers: listings by id, so favourites work logged out. */
export const MAX_FAVOURITE_IDS = 500;
export const favouriteIdsQuerySchema = z.object({
  ids: csvOf(idParam).pipe(z.array(z.number()).max(MAX_FAVOURITE_IDS)),
});

export const listingQuerySchema = z.object({ includeSharedLocationListings: booleanFlag });

export const reportListingSchema = z.object({
  reason: z.enum(REPORT_REASON_KEYS),
  details: text().trim().max(2000).default(''),
  /** Optional, so support can follow up with a logged-out reporter. */
  email: z.union([z.literal(''), text().trim().toLowerCase().max(254).email()]).optional(),
});
export type ReportListingInput = z.infer<typeof reportListingSchema>;

export const resolveQuerySchema = z.object({ path: text().max(2000) });

// ---------------------------------------------------------------- responses

export const photoSchema = z.object({
  id: z.number(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
  /** The 800 px WebP. */
  url: z.string(),
  /** "…-400.webp 400w, …-800.webp 800w, …-1600.webp 1600w" */
  srcSet: z.string(),
});
export type Photo = z.infer<typeof photoSchema>;

/** What a listing card, a map popup and every list of listings show. */
export const listingCardSchema = z.object({
  id: z.number(),
  title: z.string(),
  /** The public page, without a language prefix: /rentals/ontario/toronto/2-bed-apartment-123-main-st-42 */
  path: z.string(),
  /** Cents. */
  rent: z.number(),
  /** The mandatory monthly fees on top of the rent, cents (0: none). */
  monthlyFees: z.number(),
  /** Rent and mandatory monthly fees, cents. */
  totalMonthlyCost: z.number(),
  beds: z.number(),
  baths: z.number(),
  sqft: z.number().nullable(),
  rentalType: z.string(),
  streetAddress: z.string(),
  unit: z.string().nullable(),
  cityName: z.string(),
  provinceCode: z.string(),
  lat: z.number(),
  lng: z.number(),
  featured: z.boolean(),
  /** Its landlord's membership runs: a verified landlord. */
  verified: z.boolean(),
  furnished: z.boolean(),
  /** ISO date (YYYY-MM-DD), or null: available now. */
  availableDate: z.string().nullable(),
  /** ISO timestamp when the listing went live. */
  enabledAt: z.string().nullable(),
  photo: photoSchema.nullable(),
  photoCount: z.number(),
});
export type ListingCard = z.infer<typeof listingCardSchema>;

const placeRefSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });

export const listingDetailSchema = listingCardSchema.extend({
  description: z.string(),
  postalCode: z.string().nullable(),
  /** Cents. */
  deposit: z.number().nullable(),
  /** Every fee beside the rent, monthly and one-time, mandatory and optional, as the landlord entered them. */
  fees: z.array(listingFeeSchema),
  amenities: z.array(z.string()),
  utilities: z.array(z.string()),
  petPolicies: z.array(z.string()),
  parking: z.enum(PARKING_KEYS).or(z.string()),
  leaseTerm: z.enum(LEASE_TERM_KEYS).or(z.string()).nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  company: z
    .object({
      id: z.number(),
      name: z.string(),
      logo: z.string().nullable(),
      /** Its membership runs: a verified landlord (as the card's verified). */
      verified: z.boolean(),
    })
    .nullable(),
  city: placeRefSchema,
  province: placeRefSchema.extend({ code: z.string() }),
  metroArea: placeRefSchema.nullable(),
  photos: z.array(photoSchema),
  updatedAt: z.string(),
});
export type ListingDetail = z.infer<typeof listingDetailSchema>;

export const listingResponseSchema = z.object({
  listing: listingDetailSchema,
  /** Other active units at the same address (only when includeSharedLocationListings). */
  sharedLocationListings: z.array(listingCardSchema),
});
export type ListingResponse = z.infer<typeof listingResponseSchema>;

export const searchPaginationSchema = z.object({
  currentPage: z.number(),
  perPage: z.number(),
  /** null when the caller sent count=0. */
  total: z.number().nullable(),
  /** A wide search with more than 1,000 matches answers the planner's estimate, rounded ("about 20,300"). */
  totalIsEstimate: z.boolean(),
  lastPage: z.number().nullable(),
  endOfListings: z.boolean(),
});

export const listingSearchResponseSchema = z.object({
  listings: z.array(listingCardSchema),
  pagination: searchPaginationSchema,
});
export type ListingSearchResponse = z.infer<typeof listingSearchResponseSchema>;

export const boundsSchema = z.object({ north: z.number(), east: z.number(), south: z.number(), west: z.number() });

export const PLACE_KINDS = ['all', 'province', 'metro', 'city'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** The place a search page is about. */
export const searchPlaceSchema = z.object({
  kind: z.enum(PLACE_KINDS),
  id: z.number().nullable(),
  name: z.string(),
  /** "Toronto, ON" */
  label: z.string(),
  path: z.string(),
  provinceCode: z.string().nullable(),
  bounds: boundsSchema.nullable(),
  center: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  /** A city page's introduction in the page's language (plain text, set in the back office), when it has one. */
  intro: z.string().nullable().optional(),
});
export type SearchPlace = z.infer<typeof searchPlaceSchema>;

/** GET listings/{province}/{city}: the city page. */
export const cityPageResponseSchema = listingSearchResponseSchema.extend({
  place: searchPlaceSchema,
  counts: z.object({
    total: z.number(),
    /** Active listings by bedrooms: keys '0' (studio) to '4' (4 or more). */
    byBeds: z.record(z.string(), z.number()),
    /** Cents; null when the city has no listings. */
    medianRent: z.number().nullable(),
  }),
});
export type CityPageResponse = z.infer<typeof cityPageResponseSchema>;

export const rentTrendsResponseSchema = z.object({
  place: searchPlaceSchema,
  /** 'YYYY-MM', oldest first. */
  months: z.array(z.string()),
  series: z.array(
    z.object({
      /** 0 studio … 4 meaning 4 or more. */
      beds: z.number(),
      /** Median rent in cents per month, null where the month had no listings. */
      medians: z.array(z.number().nullable()),
      counts: z.array(z.number()),
    }),
  ),
});
export type RentTrendsResponse = z.infer<typeof rentTrendsResponseSchema>;

export const SUGGESTION_TYPES = ['city', 'metro', 'province', 'address'] as const;
export const suggestionSchema = z.object({
  type: z.enum(SUGGESTION_TYPES),
  id: z.number(),
  /** "Toronto" */
  label: z.string(),
  /** "Ontario" or "Toronto, ON" */
  sublabel: z.string(),
  /** Where choosing it leads (no language prefix). */
  path: z.string(),
  listingCount: z.number().nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
export const autocompleteResponseSchema = z.object({ suggestions: z.array(suggestionSchema) });
export const didYouMeanResponseSchema = z.object({ suggestion: suggestionSchema.nullable() });

/**
 * A map marker: one listing (count 1, listingId set), several listings at one address, or a cluster. `key` is
 * opaque: pass it to GET map-marker-info. `bounds` says what to zoom to for a cluster.
 */
export const mapMarkerSchema = z.object({
  key: z.string(),
  lat: z.number(),
  lng: z.number(),
  count: z.number(),
  listingId: z.number().nullable(),
  /** Lowest rent among the marker's listings, cents. */
  minRent: z.number(),
  featured: z.boolean(),
  bounds: boundsSchema.nullable(),
});
export type MapMarker = z.infer<typeof mapMarkerSchema>;
export const mapMarkersResponseSchema = z.object({
  markers: z.array(mapMarkerSchema),
  /** Listings the markers stand for. */
  count: z.number(),
});
export type MapMarkersResponse = z.infer<typeof mapMarkersResponseSchema>;

export const listingListResponseSchema = z.object({ listings: z.array(listingCardSchema), total: z.number() });
export type ListingListResponse = z.infer<typeof listingListResponseSchema>;

export const photosResponseSchema = z.object({ photos: z.array(photoSchema) });

/** A public page's meta in GET resolve's answer (resolve.ts); the server renders the same into the HTML. */
export const pageMetaSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** Absolute URL. */
  canonicalUrl: z.string(),
  image: z.string().nullable(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

// GET resolve's answer is in resolve.ts: it takes the page, post and FAQ schemas, which the listing and search
// pages' chunks should not build.
export type { ResolveResponse } from './resolve.ts';

// ---------------------------------------------------------------- public paths

// Kept in a zod-free module so the web app's first chunk doesn't carry zod; re-exported for the API.
export * from '../listing-paths.ts';

export { boundsToParam } from '../search-filters.ts';
export type { Bounds, SearchFilters };
