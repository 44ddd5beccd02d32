// The landlord portal's listings (/portal/listings, issue 13 section 1): the fields a landlord edits, the
// listing as the portal shows it (with what is still missing for publishing, its quality and a rent check),
// the status actions and the "new listing" screen's figures. Drafts may be incomplete: these schemas check
// types and ranges; completeness is `missingForPublishing` (listing-quality.ts).
import { z } from 'zod';
import { text } from '../fields.ts';
import { MAX_BULK_IDS } from '../pagination.ts';
import { ruleParams } from '../validation-messages.ts';
import { phoneField } from './accounts.ts';
import { isIsoDate } from './date-range.ts';
import { listingFeesSchema } from './listing-fees.ts';
import {
  AMENITY_KEYS,
  LEASE_TERM_KEYS,
  LISTING_STATUSES,
  MAX_BATHS,
  MAX_BEDS,
  PARKING_KEYS,
  PET_POLICY_KEYS,
  RENTAL_TYPE_KEYS,
  UTILITY_KEYS,
} from './listing-vocabularies.ts';
import { photoSchema } from './listings.ts';
import { idField } from './site.ts';

export const LISTING_TITLE_MAX = 120;
export const LISTING_DESCRIPTION_MAX = 10_000;
/** $100,000 a month, in cents: anything above is a typo. */
export const LISTING_RENT_MAX = 10_000_000;
export const LISTING_SQFT_MAX = 100_000;
/** A Canadian postal code (A1A 1A1, space or hyphen optional). */
export const POSTAL_CODE = /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/;

/**
 * The landlord types dollars, so the upper limit is said in dollars ("... greater than $100,000."), not in
 * the cents the API stores.
 */
const cents = z
  .number()
  .int()
  .min(0)
  .refine((value) => value <= LISTING_RENT_MAX, ruleParams('max.numeric', { max: '$100,000' }));
const optionalText = (max: number) => text().trim().max(max);
const isoDay = z.string().trim().refine(isIsoDate, ruleParams('date'));

/** Every field a landlord edits, with its type and range rules (no defaults: a PATCH must not reset fields). */
export const landlordListingFields = {
  title: optionalText(LISTING_TITLE_MAX),
  description: optionalText(LISTING_DESCRIPTION_MAX),
  descriptionFr: optionalText(LISTING_DESCRIPTION_MAX),
  streetAddress: optionalText(200),
  unit: optionalText(20),
  postalCode: z.union([z.literal(''), text().trim().regex(POSTAL_CODE)]),
  cityId: idField,
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  rent: cents,
  deposit: cents.nullable(),
  beds: z.number().int().min(0).max(MAX_BEDS),
  baths: z.number().min(0).max(MAX_BATHS).multipleOf(0.5),
  sqft: z.number().int().min(1).max(LISTING_SQFT_MAX).nullable(),
  rentalType: z.enum(RENTAL_TYPE_KEYS),
  furnished: z.boolean(),
  petPolicies: z.array(z.enum(PET_POLICY_KEYS)).max(PET_POLICY_KEYS.length),
  amenities: z.array(z.enum(AMENITY_KEYS)).max(AMENITY_KEYS.length),
  utilities: z.array(z.enum(UTILITY_KEYS)).max(UTILITY_KEYS.length),
  parking: z.enum(PARKING_KEYS),
  availableDate: isoDay.nullable(),
  leaseTerm: z.enum(LEASE_TERM_KEYS).nullable(),
  contactName: optionalText(100),
  contactPhone: z.union([z.literal(''), phoneField]),
  contactEmail: z.union([z.literal(''), z.string().trim().toLowerCase().max(254).email()]),
  fees: listingFeesSchema,
};

/** POST landlord/listings: a draft; only the city is needed (the address step comes first). */
export const createLandlordListingSchema = z
  .object(landlordListingFields)
  .partial()
  .required({ cityId: true })
  .strict();
export type CreateLandlordListingInput = z.input<typeof createLandlordListingSchema>;

/** PATCH landlord/listings/{id}: only the fields sent change. */
export const updateLandlordListingSchema = z.object(landlordListingFields).partial().strict();
export type UpdateLandlordListingInput = z.input<typeof updateLandlordListingSchema>;

/** PATCH landlord/listings (the spec's form): the id in the body beside the changed fields. */
export const patchLandlordListingSchema = updateLandlordListingSchema.extend({ id: idField }).strict();

/** PATCH landlord/register/listing: the first listing, during registration (a draft; the city is needed). */
export const registerListingSchema = createLandlordListingSchema;

/** DELETE landlord/listings: the ids to delete. */
export const deleteLandlordListingsSchema = z.object({ ids: z.array(idField).min(1).max(MAX_BULK_IDS) }).strict();

export const LANDLORD_LISTING_ACTIONS = ['pause', 'resume', 'remove'] as const;
export type LandlordListingAction = (typeof LANDLORD_LISTING_ACTIONS)[number];

/** GET landlord/listings filters. */
export const landlordListingFiltersSchema = z.object({ status: z.enum(LISTING_STATUSES).optional() });

const feeOut = listingFeesSchema;

/** A listing as the portal's list and editor show it. */
export const landlordListingSchema = z.object({
  id: z.number().int(),
  status: z.enum(LISTING_STATUSES),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  descriptionFr: z.string(),
  streetAddress: z.string(),
  unit: z.string().nullable(),
  postalCode: z.string().nullable(),
  cityId: z.number().int(),
  cityName: z.string(),
  provinceCode: z.string(),
  lat: z.number(),
  lng: z.number(),
  rent: z.number().int(),
  deposit: z.number().int().nullable(),
  beds: z.number().int(),
  baths: z.number(),
  sqft: z.number().int().nullable(),
  rentalType: z.string(),
  furnished: z.boolean(),
  petPolicies: z.array(z.string()),
  amenities: z.array(z.string()),
  utilities: z.array(z.string()),
  parking: z.string(),
  availableDate: z.string().nullable(),
  leaseTerm: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  fees: feeOut,
  monthlyFees: z.number().int(),
  totalMonthlyCost: z.number().int(),
  photo: photoSchema.nullable(),
  photoCount: z.number().int(),
  viewCount: z.number().int(),
  inquiryCount: z.number().int(),
  /** Fields (and "photos") publishing still needs. */
  missing: z.array(z.string()),
  enabledAt: z.string().nullable(),
  firstListedAt: z.string().nullable(),
  removedAt: z.string().nullable(),
  featuredUntil: z.string().nullable(),
  createdAt: z.string(),
  /** Where renters see it ("View on site"): only while it is live. */
  publicPath: z.string().nullable(),
});
export type LandlordListing = z.infer<typeof landlordListingSchema>;

/** The city's median rent for the listing's bedrooms over the last 12 months (rent trends), or null. */
export const rentMedianSchema = z.object({
  cityName: z.string(),
  /** 4 means "4 or more". */
  beds: z.number().int(),
  /** Cents. */
  median: z.number().int(),
  /** Listings the median is taken over. */
  count: z.number().int(),
});
export type RentMedian = z.infer<typeof rentMedianSchema>;

export const landlordListingDetailSchema = landlordListingSchema.extend({
  updatedAt: z.string(),
  rentMedian: rentMedianSchema.nullable(),
});
export type LandlordListingDetail = z.infer<typeof landlordListingDetailSchema>;

/** GET commerce/credit-prices (spec 3): credits each action costs; each defaults to 1. */
export const creditPricesSchema = z.object({
  activation: z.number().int(),
  featuredActivation: z.number().int(),
  daily: z.number().int(),
  featuredDaily: z.number().int(),
});
export type CreditPrices = z.infer<typeof creditPricesSchema>;

/** GET landlord/cities/{id}: a seeded city's centre, where a listing's map pin starts. */
export const cityCentreSchema = z.object({ id: z.number().int(), lat: z.number(), lng: z.number() });
export type CityCentre = z.infer<typeof cityCentreSchema>;

/** GET landlord/new-listing-stats: what the "new listing" screen shows beside the form. */
export const newListingStatsSchema = z.object({
  total: z.number().int(),
  byStatus: z.record(z.enum(LISTING_STATUSES), z.number().int()),
  creditPrices: creditPricesSchema,
  /** Fewer listings than this: the getting-started help (spec 9, numOfListings). */
  newLandlordThreshold: z.number().int(),
  isNewLandlord: z.boolean(),
});
export type NewListingStats = z.infer<typeof newListingStatsSchema>;

/** DELETE landlord/listings answer: which ids were deleted, and which were refused (not found). */
export const deleteLandlordListingsResultSchema = z.object({
  done: z.array(z.number().int()),
  refused: z.array(z.object({ id: z.number().int(), message: z.string() })),
});
