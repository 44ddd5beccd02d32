// Builders of API answers for the renter pages' tests (cards and markers from the shared test builders).
import type { ListingCard, MapMarker } from '@rentals/shared/resources/listings';
import { makeCard, makeMarker } from '../../test/listings.ts';

/** A card titled "Apartment {id}", as the renter pages' tests read it. */
export const card = (id: number, overrides: Partial<ListingCard> = {}): ListingCard =>
  makeCard(id, { title: `Apartment ${id}`, ...overrides });

export const markersOf = (cards: ListingCard[]): { markers: MapMarker[]; count: number } => ({
  markers: cards.map((c) => makeMarker(`l:${c.id}`, { lat: c.lat, lng: c.lng, listingId: c.id, minRent: c.rent })),
  count: cards.length,
});
