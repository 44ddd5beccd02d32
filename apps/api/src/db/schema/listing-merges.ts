// Tables of issue 16 (listing-merges): duplicate listings merged by support (/support/company/{id}/merge-listings)
// and the redirects the merged listings leave behind.
import type { ListingMergeMoved, ListingMergeReason } from '@rentals/shared/resources/listing-merge';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { companies } from './companies.ts';
import { listings } from './listings.ts';
import { users } from './users.ts';

/**
 * One merge: the newer listing (`merged`) folded into the older one (`kept`), which keeps its id and listed date.
 * `moved` names every row that moved (ids, or the keys of the rows keyed by listing) and keeps the rows that
 * were dropped as duplicates, so an undo within 30 days puts each back where it was; `mergedStatus` and
 * `mergedRemovedAt` are what the merged listing had before it was removed.
 */
export const listingMerges = pgTable(
  'listing_merges',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    keptListingId: integer()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    mergedListingId: integer()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    mergedStatus: text().notNull(),
    mergedRemovedAt: timestamp({ withTimezone: true }),
    /** Why the pair was suggested (empty for a pair support picked by hand). */
    reasons: jsonb().$type<ListingMergeReason[]>().notNull().default([]),
    moved: jsonb().$type<ListingMergeMoved>().notNull(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    undoneAt: timestamp({ withTimezone: true }),
    undoneById: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('listing_merges_company_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('listing_merges_kept_idx').on(t.keptListingId),
    index('listing_merges_merged_idx').on(t.mergedListingId),
  ],
);

/**
 * A merged listing's public page answers a permanent redirect to the listing it was merged into (seo resolver
 * `resolveListingRedirect`). Dropped when the merge is undone.
 */
export const listingRedirects = pgTable('listing_redirects', {
  fromListingId: integer()
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  toListingId: integer()
    .notNull()
    .references(() => listings.id, { onDelete: 'cascade' }),
  mergeId: integer()
    .notNull()
    .references(() => listingMerges.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
