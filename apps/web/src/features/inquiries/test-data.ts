// Builders of API answers for the My Inquiries tests.
import type { InquiryDetail, InquirySummary } from '@rentals/shared/resources/inquiries';
import type { MapMarker } from '@rentals/shared/resources/listings';
import { makeCard, makeMarker, pageMeta } from '../../test/listings.ts';

export function makeInquiry(id: number, listingId: number, overrides: Partial<InquirySummary> = {}): InquirySummary {
  return {
    id,
    createdAt: '2026-01-13T15:30:00.000Z',
    message: `Message ${id}: is it still available?`,
    moveInDate: null,
    listingId,
    listingTitle: `Bright flat ${listingId}`,
    listingAddress: `${listingId} Main St, Toronto, ON`,
    listing: makeCard(listingId, { title: `Bright flat ${listingId}` }),
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
  meta: pageMeta(total, page, perPage),
});

export const marker = (listingId: number, lat: number, lng: number): MapMarker =>
  makeMarker(`l:${listingId}`, { lat, lng, listingId, minRent: 215_000 });
