// Builders of API answers about listings for the component tests (cards, markers, search and resolve answers,
// page meta), shared by the components' and the features' tests.
import type {
  ListingCard,
  ListingSearchResponse,
  MapMarker,
  ResolveResponse,
  SearchPlace,
} from '@rentals/shared/resources/listings';

/** A card; its totalMonthlyCost follows the rent and monthlyFees given unless it is given too. */
export function makeCard(id: number, overrides: Partial<ListingCard> = {}): ListingCard {
  const card = {
    id,
    title: `2 Bed Apartment at ${id} Main St`,
    path: `/rentals/ontario/toronto/2-bed-apartment-at-${id}-main-st-${id}`,
    rent: 215_000,
    monthlyFees: 0,
    beds: 2,
    baths: 1,
    sqft: 850,
    rentalType: 'apartment',
    streetAddress: `${id} Main St`,
    unit: null,
    cityName: 'Toronto',
    provinceCode: 'ON',
    lat: 43.65 + id / 1000,
    lng: -79.38,
    featured: false,
    verified: false,
    furnished: false,
    availableDate: null,
    enabledAt: '2025-01-01T00:00:00.000Z',
    photo: null,
    photoCount: 0,
    ...overrides,
  };
  return { ...card, totalMonthlyCost: overrides.totalMonthlyCost ?? card.rent + card.monthlyFees };
}

export const TORONTO: SearchPlace = {
  kind: 'city',
  id: 7,
  name: 'Toronto',
  label: 'Toronto, ON',
  path: '/rentals/ontario/toronto',
  provinceCode: 'ON',
  bounds: { north: 43.86, east: -79.11, south: 43.58, west: -79.64 },
  center: { lat: 43.65, lng: -79.38 },
};

const meta = { title: 'Rentals', description: '', canonicalUrl: 'http://localhost/', image: null };

export const resolveSearch = (place: SearchPlace = TORONTO): ResolveResponse => ({ type: 'search', place, meta });
export const resolveListing = (listingId: number, canonicalPath: string): ResolveResponse => ({
  type: 'listing',
  listingId,
  canonicalPath,
  meta,
});
export const resolveFavourites = (): ResolveResponse => ({ type: 'favourites', meta });

export function searchAnswer(total: number, page = 1, count = Math.max(0, Math.min(20, total - (page - 1) * 20))) {
  const first = (page - 1) * 20 + 1;
  const answer: ListingSearchResponse = {
    listings: Array.from({ length: count }, (_, i) => makeCard(first + i)),
    pagination: {
      currentPage: page,
      perPage: 20,
      total,
      totalIsEstimate: false,
      lastPage: Math.max(1, Math.ceil(total / 20)),
      endOfListings: page * 20 >= total,
    },
  };
  return answer;
}

export function makeMarker(key: string, overrides: Partial<MapMarker> = {}): MapMarker {
  return {
    key,
    lat: 43.65,
    lng: -79.38,
    count: 1,
    listingId: null,
    minRent: 180_000,
    featured: false,
    bounds: null,
    ...overrides,
  };
}

/** The `meta` of a paged list answer (`{ data, meta }`). */
export const pageMeta = (total: number, page = 1, perPage = 12) => ({
  currentPage: page,
  perPage,
  total,
  lastPage: Math.max(1, Math.ceil(total / perPage)),
});
