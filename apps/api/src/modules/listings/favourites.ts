// Favourites by id (GET fav-listings, fav-map-markers): the ids live in the visitor's browser, so favourites
// work logged out. Listings that are no longer active are left out without a word.
import type { ListingListResponse, MapMarker, MapMarkersResponse } from '@rentals/shared/resources/listings';
import { and, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { listings } from '../../db/schema/index.ts';
import { loadCards } from './listing-cards.ts';
import { isActive } from './listing-detail.ts';

const unique = (ids: number[]) => [...new Set(ids)];

/** Cards for `ids` in the order given (a repeated id once). */
export async function favouriteListings(db: Queryable, ids: number[]): Promise<ListingListResponse> {
  const cards = await loadCards(db, unique(ids));
  return { listings: cards, total: cards.length };
}

/**
 * One marker per place: listings at the same point share a marker keyed `p:<lat>:<lng>` (as GET map-markers
 * keys an address with several units), a listing alone is `l:<id>`.
 */
export async function favouriteMarkers(db: Queryable, ids: number[]): Promise<MapMarkersResponse> {
  if (ids.length === 0) return { markers: [], count: 0 };
  const rows = await db
    .select({
      id: listings.id,
      lat: listings.lat,
      lng: listings.lng,
      rent: listings.rent,
      featured: sql<boolean>`coalesce(${listings.featuredUntil} > now(), false)`,
    })
    .from(listings)
    .where(and(inArray(listings.id, unique(ids)), isActive))
    .orderBy(listings.id);

  const byPoint = new Map<string, typeof rows>();
  for (const row of rows) {
    const point = `${row.lat}:${row.lng}`;
    byPoint.set(point, [...(byPoint.get(point) ?? []), row]);
  }
  const markers = [...byPoint].map(([point, group]): MapMarker => {
    const [first] = group as [(typeof rows)[number]];
    const single = group.length === 1;
    return {
      key: single ? `l:${first.id}` : `p:${point}`,
      lat: first.lat,
      lng: first.lng,
      count: group.length,
      listingId: single ? first.id : null,
      minRent: Math.min(...group.map((r) => r.rent)),
      featured: group.some((r) => Boolean(r.featured)),
      bounds: null,
    };
  });
  return { markers, count: rows.length };
}
