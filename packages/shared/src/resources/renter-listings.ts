// The renter's listings (spec 3, 4 and 7 "Renter"): favourites kept on the server, listings viewed while
// signed in, and recommendations. Shared by the API (validation, OpenAPI) and the web app (types, store).
import { z } from 'zod';
import { text } from '../fields.ts';
import { listQuerySchema, type Paged, pagedSchema } from '../pagination.ts';
import { csvOf, listingCardSchema, MAX_FAVOURITE_IDS } from './listings.ts';
import { idParam } from './site.ts';

export { MAX_FAVOURITE_IDS };

/** How many favourites GET recent-favourite-listings (and the store's recentFavouriteListings) hold. */
export const RECENT_FAVOURITES = 5;
/** Most ids a renter's seen or removed recommendation lists send (the oldest are dropped beyond). */
export const MAX_RECOMMENDATION_IDS = 500;

// ---------------------------------------------------------------- requests

/** true, false, 1, 0, '1', '0', 'true', 'false' -> boolean (spec 7 sends active as 1 or 0). */
const activeField = z.preprocess((value) => {
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return value;
}, z.boolean());

/** PATCH favourite-listing: add (active 1) or remove (active 0) one favourite. */
export const favouriteToggleSchema = z.object({
  listingId: idParam,
  active: activeField,
  /** Sent by the spec's client; accepted and not used (the account's own address is the one we mail). */
  email: z
    .union([z.literal(''), text().trim().max(254).email()])
    .nullable()
    .optional(),
});
export type FavouriteToggleInput = z.input<typeof favouriteToggleSchema>;

/** PATCH audit-favourite-listings: the browser's favourite ids, merged into the account's at sign-in. */
export const auditFavouritesSchema = z.object({
  favouriteListings: z.array(idParam).max(MAX_FAVOURITE_IDS),
});
export type AuditFavouritesInput = z.input<typeof auditFavouritesSchema>;

/** The renter's favourite listing ids (active listings only), oldest saved first. */
export const favouriteIdsResponseSchema = z.object({ favouriteListings: z.array(z.number()) });
export type FavouriteIdsResponse = z.infer<typeof favouriteIdsResponseSchema>;

/** "1,2,3" or repeated ?k=1&k=2 -> [1, 2, 3]; at most `max` ids. */
const idList = (max: number) => csvOf(idParam, max).optional();

/** The list contract's paging (spec lists grow): ?page=&perPage=. */
export const renterListQuerySchema = listQuerySchema.pick({ page: true, perPage: true });
export type RenterListQuery = z.input<typeof renterListQuerySchema>;

export const removedIdsQuerySchema = z.object({ removedIds: idList(MAX_RECOMMENDATION_IDS) });

/** GET recommended-listings: a page of recommendations without the ones the renter removed. */
export const recommendedListQuerySchema = renterListQuerySchema.extend({ removedIds: idList(MAX_RECOMMENDATION_IDS) });

/** GET new-recommended-listings: recommendations not seen yet and not removed. */
export const newRecommendedQuerySchema = z.object({
  alreadySeenIds: idList(MAX_RECOMMENDATION_IDS),
  removedIds: idList(MAX_RECOMMENDATION_IDS),
});

// ---------------------------------------------------------------- responses

export const favouriteEntrySchema = z.object({
  listing: listingCardSchema,
  /** ISO timestamp. */
  savedAt: z.string(),
  /** Cents: the rent when saved (lowered when a price-drop email told of a lower one). */
  rentWhenSaved: z.number(),
});
export type FavouriteEntry = z.infer<typeof favouriteEntrySchema>;

export const favouriteListResponseSchema = pagedSchema(favouriteEntrySchema);
export type FavouriteListResponse = Paged<FavouriteEntry>;

export const recentFavouritesResponseSchema = z.object({ listings: z.array(listingCardSchema) });

export const viewedEntrySchema = z.object({
  listing: listingCardSchema,
  /** ISO timestamp of the latest view. */
  lastViewedAt: z.string(),
  views: z.number(),
});
export type ViewedEntry = z.infer<typeof viewedEntrySchema>;

export const viewedListResponseSchema = pagedSchema(viewedEntrySchema);
export type ViewedListResponse = Paged<ViewedEntry>;

export const RECOMMENDATION_KINDS = ['favourite', 'inquiry', 'view', 'alert'] as const;
export type RecommendationKind = (typeof RECOMMENDATION_KINDS)[number];

/** Why a listing is recommended: "Similar to 123 Main St you saved", "Matches your alert Toronto 2 beds". */
export const recommendationReasonSchema = z.object({
  kind: z.enum(RECOMMENDATION_KINDS),
  /** The street address of the listing it is like, or the saved search's name (kind alert). */
  basedOn: z.string(),
});
export type RecommendationReason = z.infer<typeof recommendationReasonSchema>;

export const recommendationSchema = z.object({ listing: listingCardSchema, reason: recommendationReasonSchema });
export type Recommendation = z.infer<typeof recommendationSchema>;

export const newRecommendedResponseSchema = z.object({ listings: z.array(recommendationSchema) });
export type NewRecommendedResponse = z.infer<typeof newRecommendedResponseSchema>;

export const recommendedListResponseSchema = pagedSchema(recommendationSchema);
export type RecommendedListResponse = Paged<Recommendation>;

export const recommendedStatsSchema = z.object({
  /** Recommendations the renter has (removed ones left out). */
  total: z.number(),
  /** How many of them come from each kind of reason. */
  basedOn: z.object({ favourites: z.number(), inquiries: z.number(), views: z.number(), alerts: z.number() }),
});
export type RecommendedStats = z.infer<typeof recommendedStatsSchema>;
