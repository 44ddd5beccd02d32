// Merging duplicate listings (issue 16, /support/company/{id}/merge-listings): the suggested pairs with their
// reasons and score, the merge (the older listing kept), the company's merge history and undo within 30 days.
import { z } from 'zod';
import { pageMetaSchema } from '../pagination.ts';
import { photoSchema } from './listings.ts';
import { idParam } from './site.ts';

/** A merge can be undone for this long. */
export const MERGE_UNDO_DAYS = 30;

/** The most recently updated listings of a company that are compared for similar text and photos. */
export const MERGE_CANDIDATES_MAX = 2000;
/** pg_trgm similarity of the titles or of the descriptions from which a pair is suggested. */
export const MERGE_TEXT_SIMILARITY = 0.6;

export const MERGE_REASON_KINDS = ['address', 'text', 'photos'] as const;
export type MergeReasonKind = (typeof MERGE_REASON_KINDS)[number];

export const listingMergeReasonSchema = z.discriminatedUnion('kind', [
  /** The same normalised street address and unit, in the same city. */
  z.object({ kind: z.literal('address') }),
  /** The titles or descriptions are this similar (0 to 1, pg_trgm). */
  z.object({ kind: z.literal('text'), similarity: z.number() }),
  /** This many photos of one are the same picture as one of the other's. */
  z.object({ kind: z.literal('photos'), count: z.number().int() }),
]);
export type ListingMergeReason = z.infer<typeof listingMergeReasonSchema>;

/** What a merge moved, to move it back on undo (stored in listing_merges.moved). */
export interface ListingMergeMoved {
  inquiries: number[];
  leads: number[];
  /** Renters whose favourite moved; `favouritesDropped` are the merged listing's rows dropped because the renter
   * had favourited both (kept whole, to be put back). */
  favourites: number[];
  favouritesDropped: Record<string, unknown>[];
  views: number[];
  /** Merged rows of renters who had viewed both: their views were added to the kept listing's row. */
  viewsDropped: Record<string, unknown>[];
  dismissed: number[];
  dismissedDropped: Record<string, unknown>[];
  dailyStats: string[];
  dailyStatsDropped: Record<string, unknown>[];
  /** The merged listing's counters, added to the kept listing's. */
  viewCount: number;
  inquiryCount: number;
  /** The merged listing's feed id, given to the kept listing when it had none (its feed then updates that one). */
  externalFeedId?: string | null;
}

export const mergeListingFactsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  streetAddress: z.string(),
  unit: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string(),
  rent: z.number().int(),
  beds: z.number().int(),
  baths: z.number(),
  sqft: z.number().int().nullable(),
  status: z.string(),
  externalFeedId: z.string().nullable(),
  /** When first listed (null for a listing never published); the older listing is the one kept. */
  firstListedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  photos: z.array(photoSchema),
  photoCount: z.number().int(),
  leads: z.number().int(),
  favourites: z.number().int(),
  views: z.number().int(),
});
export type MergeListingFacts = z.infer<typeof mergeListingFactsSchema>;

export const mergeSuggestionSchema = z.object({
  /** 0 to 100, strongest first. */
  score: z.number().int(),
  reasons: z.array(listingMergeReasonSchema),
  /** The older listing: it keeps its id and listed date. */
  kept: mergeListingFactsSchema,
  /** The newer one: removed, redirected to the kept one, its leads, favourites and views moved. */
  merged: mergeListingFactsSchema,
});
export type MergeSuggestion = z.infer<typeof mergeSuggestionSchema>;

export const mergeSuggestionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(10),
});

export const mergeSuggestionsResponseSchema = z.object({
  company: z.object({ id: z.number().int(), name: z.string() }),
  data: z.array(mergeSuggestionSchema),
  meta: pageMetaSchema,
});
export type MergeSuggestionsResponse = z.infer<typeof mergeSuggestionsResponseSchema>;

export const mergeListingsSchema = z.object({
  /** The two listings, in any order: the older one is kept. */
  listingIds: z.tuple([idParam, idParam]),
});
export type MergeListingsInput = z.infer<typeof mergeListingsSchema>;

export const mergeMovedCountsSchema = z.object({
  inquiries: z.number().int(),
  leads: z.number().int(),
  favourites: z.number().int(),
  views: z.number().int(),
});

export const listingMergeSchema = z.object({
  id: z.number().int(),
  kept: z.object({ id: z.number().int(), title: z.string() }),
  merged: z.object({ id: z.number().int(), title: z.string() }),
  reasons: z.array(listingMergeReasonSchema),
  moved: mergeMovedCountsSchema,
  actorEmail: z.string().nullable(),
  createdAt: z.string(),
  undoneAt: z.string().nullable(),
  /** Until when an undo is accepted. */
  undoUntil: z.string(),
  undoable: z.boolean(),
});
export type ListingMerge = z.infer<typeof listingMergeSchema>;

export const listingMergesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});

export const listingMergesResponseSchema = z.object({ data: z.array(listingMergeSchema), meta: pageMetaSchema });
export type ListingMergesResponse = z.infer<typeof listingMergesResponseSchema>;

export const listingMergeResultSchema = z.object({ message: z.string(), merge: listingMergeSchema });
export type ListingMergeResult = z.infer<typeof listingMergeResultSchema>;
