// Builders of API answers for the renter pages' tests.
import type { ListingCard, MapMarker } from '@rentals/shared/resources/listings';

export function card(id: number, overrides: Partial<ListingCard> = {}): ListingCard {
  return {
    id,
    title: `Apartment ${id}`,
    path: `/rentals/ontario/toronto/apartment-${id}-${id}`,
    rent: 200_000,
    beds: 2,
    baths: 1,
    sqft: null,
    rentalType: 'apartment',
    streetAddress: `${id} Main St`,
    unit: null,
    cityName: 'Toronto',
    provinceCode: 'ON',
    lat: 43.65 + id / 1000,
    lng: -79.38,
    featured: false,
    furnished: false,
    availableDate: null,
    enabledAt: '2025-01-01T00:00:00.000Z',
    photo: null,
    photoCount: 0,
    ...overrides,
  };
}

export const markersOf = (cards: ListingCard[]): { markers: MapMarker[]; count: number } => ({
  markers: cards.map((c) => ({
    key: `l:${c.id}`,
    lat: c.lat,
    lng: c.lng,
    count: 1,
    listingId: c.id,
    minRent: c.rent,
    featured: false,
    bounds: null,
  })),
  count: cards.length,
});

export const meta = (total: number, page = 1, perPage = 12) => ({
  currentPage: page,
  perPage,
  total,
  lastPage: Math.max(1, Math.ceil(total / perPage)),
});
