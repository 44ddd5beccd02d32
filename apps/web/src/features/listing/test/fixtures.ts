// Listings as the API answers them, for the listing page's tests.
import { mandatoryMonthlyFees } from '@rentals/shared/resources/listing-fees';
import type { ListingCard, ListingDetail, Photo, RentTrendsResponse } from '@rentals/shared/resources/listings';

export function makePhoto(id: number): Photo {
  return {
    id,
    alt: `Photo ${id} of the apartment`,
    width: 1600,
    height: 1067,
    url: `/uploads/p${id}-800.webp`,
    srcSet: `/uploads/p${id}-400.webp 400w, /uploads/p${id}-800.webp 800w, /uploads/p${id}-1600.webp 1600w`,
  };
}

export function makeCard(id: number, overrides: Partial<ListingCard> = {}): ListingCard {
  const card = {
    id,
    title: `Listing ${id}`,
    path: `/rentals/ontario/toronto/listing-${id}-${id}`,
    rent: 180_000 + id * 100,
    monthlyFees: 0,
    beds: 1,
    baths: 1,
    sqft: 600,
    rentalType: 'apartment',
    streetAddress: `${id} King St W`,
    unit: null,
    cityName: 'Toronto',
    provinceCode: 'ON',
    lat: 43.65,
    lng: -79.38,
    featured: false,
    verified: false,
    furnished: false,
    availableDate: null,
    enabledAt: '2026-01-10T12:00:00.000Z',
    photo: makePhoto(id * 100),
    photoCount: 3,
    ...overrides,
  };
  return { ...card, totalMonthlyCost: overrides.totalMonthlyCost ?? card.rent + card.monthlyFees };
}

/** The listing page's listing; without fees unless given (monthlyFees and totalMonthlyCost follow them). */
export function makeListing(overrides: Partial<ListingDetail> = {}): ListingDetail {
  const fees = overrides.fees ?? [];
  const rent = overrides.rent ?? 215_000;
  const monthlyFees = mandatoryMonthlyFees(fees);
  return {
    ...makeCard(42),
    title: '2 Bed Apartment at 120 Queen St',
    path: '/rentals/ontario/toronto/2-bed-apartment-at-120-queen-st-42',
    rent,
    monthlyFees,
    totalMonthlyCost: rent + monthlyFees,
    fees,
    beds: 2,
    baths: 1.5,
    sqft: 1_150,
    rentalType: 'condo',
    streetAddress: '120 Queen St',
    unit: '1204',
    furnished: true,
    availableDate: '2030-03-01',
    description: 'Bright corner unit.\nFloor-to-ceiling windows.\n\nSteps from the subway.<script>alert(1)</script>',
    postalCode: 'M5H 2N2',
    deposit: 107_500,
    amenities: ['dishwasher', 'in-suite-laundry', 'gym'],
    utilities: ['heat', 'water'],
    petPolicies: ['cats-allowed', 'small-dogs-allowed'],
    parking: 'underground',
    leaseTerm: '12-months',
    contactName: 'Maya Property',
    contactPhone: '416-555-0199',
    company: { id: 7, name: 'Maple Homes', logo: null, verified: false },
    city: { id: 3, name: 'Toronto', slug: 'toronto' },
    province: { id: 1, name: 'Ontario', slug: 'ontario', code: 'ON' },
    metroArea: null,
    photos: [1, 2, 3, 4, 5, 6, 7, 8].map(makePhoto),
    photoCount: 8,
    updatedAt: '2026-01-12T12:00:00.000Z',
    ...overrides,
  };
}

export function makeRentTrends(): RentTrendsResponse {
  return {
    place: {
      kind: 'city',
      id: 3,
      name: 'Toronto',
      label: 'Toronto, ON',
      path: '/rentals/ontario/toronto',
      provinceCode: 'ON',
      bounds: null,
      center: null,
    },
    months: ['2025-08', '2025-09', '2025-10'],
    series: [
      { beds: 0, medians: [165_000, 168_000, null], counts: [4, 5, 0] },
      { beds: 1, medians: [205_000, 208_000, 210_000], counts: [9, 12, 11] },
    ],
  };
}
