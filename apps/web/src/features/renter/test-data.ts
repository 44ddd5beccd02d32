// Builders of API answers for the renter pages' tests (cards and markers from the search tests' builders).
import type { ListingCard, MapMarker } from '@rentals/shared/resources/listings';
import { makeCard, makeMarker } from '../search/test-data.ts';

/** A card titled "Apartment {id}", as the renter pages' tests read it. */
export const card = (id: number, overrides: Partial<ListingCard> = {}): ListingCard =>
  makeCard(id, { title: `Apartment ${id}`, ...overrides });

export const markersOf = (cards: ListingCard[]): { markers: MapMarker[]; count: number } => ({
  markers: cards.map((c) => makeMarker(`l:${c.id}`, { lat: c.lat, lng: c.lng, listingId: c.id, minRent: c.rent })),
  count: cards.length,
});

export const meta = (total: number, page = 1, perPage = 12) => ({
  currentPage: page,
  perPage,
  total,
  lastPage: Math.max(1, Math.ceil(total / perPage)),
});
