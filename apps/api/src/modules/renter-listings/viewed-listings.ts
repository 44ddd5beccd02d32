// Listings a signed-in renter opened (GET listing/{id} records them: listing-detail.ts recordView): the
// list, most recent first, and its map. Listings no longer active are left out.
import { pageMeta } from '@rentals/shared';
import type { MapMarkersResponse } from '@rentals/shared/resources/listings';
import type { ViewedEntry, ViewedListResponse } from '@rentals/shared/resources/renter-listings';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { listings, listingViews } from '../../db/schema/index.ts';
import { isActive } from '../listings/listing-detail.ts';
import { locationMarkers } from '../search/map-markers.ts';
import { cardsById } from './cards-by-id.ts';

/** The map shows at most this many of the most recently viewed listings. */
const VIEWED_MARKERS_MAX = 500;

const activeViews = (userId: number) => and(eq(listingViews.userId, userId), isActive) as SQL;

/** GET viewed-listings: a page of the renter's viewed active listings, the latest view first. */
export async function viewedPage(
  db: Queryable,
  userId: number,
  page: number,
  perPage: number,
): Promise<ViewedListResponse> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: listingViews.listingId, lastViewedAt: listingViews.lastViewedAt, views: listingViews.views })
      .from(listingViews)
      .innerJoin(listings, eq(listings.id, listingViews.listingId))
      .where(activeViews(userId))
      .orderBy(desc(listingViews.lastViewedAt), desc(listingViews.listingId))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(listingViews)
      .innerJoin(listings, eq(listings.id, listingViews.listingId))
      .where(activeViews(userId)),
  ]);
  const cards = await cardsById(
    db,
    rows.map((r) => r.id),
  );
  const data = rows.flatMap((row): ViewedEntry[] => {
    const listing = cards.get(row.id);
    return listing ? [{ listing, lastViewedAt: new Date(row.lastViewedAt).toISOString(), views: row.views }] : [];
  });
  return { data, meta: pageMeta(page, perPage, counted?.n ?? 0) };
}

/** GET viewed-listings-map-markers: the VIEWED_MARKERS_MAX most recently viewed active listings, by location. */
export function viewedMarkers(db: Queryable, userId: number): Promise<MapMarkersResponse> {
  return locationMarkers(
    db,
    sql`id in (
      select v.listing_id from listing_views v join listings l on l.id = v.listing_id and l.status = 'active'
      where v.user_id = ${userId} order by v.last_viewed_at desc limit ${VIEWED_MARKERS_MAX})`,
  );
}
