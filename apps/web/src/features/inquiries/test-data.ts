// Builders of API answers for the My Inquiries tests.
import type { InquiryDetail, InquirySummary } from '@rentals/shared/resources/inquiries';
import type { ListingCard, MapMarker } from '@rentals/shared/resources/listings';

export function makeCard(id: number, overrides: Partial<ListingCard> = {}): ListingCard {
  return {
    id,
    title: `Bright flat ${id}`,
    path: `/rentals/ontario/toronto/bright-flat-${id}`,
    rent: 215_000,
    beds: 2,
    baths: 1,
    sqft: 850,
    rentalType: 'apartment',
    streetAddress: `${id} Queen St`,
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

export function makeInquiry(id: number, listingId: number, overrides: Partial<InquirySummary> = {}): InquirySummary {
  return {
    id,
    createdAt: '2026-01-13T15:30:00.000Z',
    message: `Message ${id}: is it still available?`,
    moveInDate: null,
    listingId,
    listingTitle: `Bright flat ${listingId}`,
    listingAddress: `${listingId} Queen St, Toronto, ON`,
    listing: makeCard(listingId),
    ...overrides,
  };
}

export function makeDetail(id: number, listingId: number, overrides: Partial<InquiryDetail> = {}): InquiryDetail {
  return {
    ...makeInquiry(id, listingId),
    name: 'Ravi Renter',
    email: 'renter@demo.test',
    phone: null,
    ...overrides,
  };
}

export const paged = <T>(data: T[], total = data.length, page = 1, perPage = 20) => ({
  data,
  meta: { currentPage: page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) },
});

export const marker = (listingId: number, lat: number, lng: number): MapMarker => ({
  key: `l:${listingId}`,
  lat,
  lng,
  count: 1,
  listingId,
  minRent: 215_000,
  featured: false,
  bounds: null,
});
