import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

export const PLACE_REDIRECT_KINDS = ['province', 'metro', 'city'] as const;

/**
 * A slug a province, metro area or city had before a rename: its old search path answers a permanent redirect
 * to the place's current path. A row names the place (not the new slug), so a place renamed twice redirects
 * from both old slugs straight to its current path, with no chain to follow and no loop possible. City slugs
 * are unique within their province: `scope_id` is the province for cities, 0 otherwise. A province rename is
 * one row, and also serves /{old province}/{city} for every city under it.
 */
export const placeRedirects = pgTable(
  'place_redirects',
  {
    id: id(),
    kind: text({ enum: PLACE_REDIRECT_KINDS }).notNull(),
    scopeId: integer().notNull().default(0),
    oldSlug: text().notNull(),
    placeId: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('place_redirects_slug_unique').on(t.kind, t.scopeId, t.oldSlug),
    index('place_redirects_place_idx').on(t.kind, t.placeId),
  ],
);
