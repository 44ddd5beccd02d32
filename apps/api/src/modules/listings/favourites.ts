// Favourites by id (GET fav-listings, fav-map-markers): the ids live in the visitor's browser, so favourites
// work logged out. Listings that are no longer active are left out without a word.
import type { ListingListResponse, MapMarkersResponse } from '@rentals/shared/resources/listings';
import { and, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { listings } from '../../db/schema/index.ts';
import { locationMarkers } from '../search/map-markers.ts';
import { loadCards } from './listing-cards.ts';
import { isActive } from './listing-detail.ts';

const unique = (ids: number[]) => [...new Set(ids)];

/** Cards for `ids` in the order given (a repeated id once). */
export async function favouriteListings(db: Queryable, ids: number[]): Promise<ListingListResponse> {
  const cards = await loadCards(db, unique(ids));
  return { listings: cards, total: cards.length };
}

/**
 * Markers for a set of listings (favourites by id, recommendations), active ones only: one per place, keyed as
 * GET map-markers keys them (`p:<lat>:<lng>` for several units at one point).
 */
export async function markersOfListings(db: Queryable, ids: number[]): Promise<MapMarkersResponse> {
  if (ids.length === 0) return { markers: [], count: 0 };
  return locationMarkers(db, and(inArray(listings.id, ids), isActive) as SQL);
}
