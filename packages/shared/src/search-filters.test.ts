import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMENITY_KEYS,
  BATH_OPTIONS,
  BED_OPTIONS,
  PET_POLICY_KEYS,
  RENTAL_TYPE_KEYS,
  UTILITY_KEYS,
} from './resources/listing-vocabularies.ts';
import {
  activeFilterCount,
  EMPTY_FILTERS,
  filtersFromQuery,
  filtersToApiParams,
  filtersToQuery,
  normalizeFilters,
  paginationView,
  SEARCH_SORTS,
  type SearchFilters,
} from './search-filters.ts';

const nullable = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const whole = (max: number) => nullable(fc.integer({ min: 0, max }));
const subset = <T>(values: readonly T[]) => fc.subarray([...values]);

const boundsArb = fc
  .record({
    south: fc.double({ min: -89, max: 88, noNaN: true }),
    height: fc.double({ min: 0.001, max: 1, noNaN: true }),
    west: fc.double({ min: -179, max: 178, noNaN: true }),
    width: fc.double({ min: 0.001, max: 1, noNaN: true }),
  })
  .map(({ south, height, west, width }) => ({ south, north: south + height, west, east: west + width }));

/** A point on Earth, or junk (out of range, not a number) the normaliser must drop. */
const nearArb = fc.oneof(
  fc.record({
    lat: fc.double({ min: -90, max: 90, noNaN: true }),
    lng: fc.double({ min: -180, max: 180, noNaN: true }),
  }),
  fc.record({ lat: fc.double(), lng: fc.double() }),
);

/** Any search a user can make (plus junk the normaliser must tolerate). */
const filtersArb: fc.Arbitrary<SearchFilters> = fc.record({
  amenities: subset(AMENITY_KEYS),
  utilities: subset(UTILITY_KEYS),
  petPolicies: subset(PET_POLICY_KEYS),
  rentalTypes: subset(RENTAL_TYPE_KEYS),
  furnished: fc.constantFrom(true, null),
  beds: subset(BED_OPTIONS),
  baths: subset(BATH_OPTIONS),
  minBaths: nullable(fc.constantFrom(...BATH_OPTIONS)),
  maxBaths: nullable(fc.constantFrom(...BATH_OPTIONS)),
  minRate: whole(100_000),
  maxRate: whole(100_000),
  priceIncludesFees: fc.boolean(),
  minSqft: whole(100_000),
  maxSqft: whole(100_000),
  bounds: nullable(boundsArb),
  keyword: fc.string({ maxLength: 120 }),
  sort: fc.constantFrom(...SEARCH_SORTS),
  near: nullable(nearArb),
});

describe('search URL query (spec 5)', () => {
  it('round-trips every search through the URL', () => {
    fc.assert(
      fc.property(filtersArb, fc.integer({ min: 1, max: 500 }), (filters, page) => {
        const normalized = normalizeFilters(filters);
        const query = filtersToQuery(filters, page);
        const decoded = filtersFromQuery(new URLSearchParams(query.toString()));
        expect(decoded.filters).toEqual(normalized);
        expect(decoded.page).toBe(page);
      }),
    );
  });

  it('writes only non-empty filters, and p only when the page is not 1', () => {
    expect(filtersToQuery(EMPTY_FILTERS, 1).toString()).toBe('');
    expect(filtersToQuery(EMPTY_FILTERS, 2).toString()).toBe('p=2');
    const query = filtersToQuery({ ...EMPTY_FILTERS, beds: [2, 0], minRate: 1500, keyword: '  near  park ' }, 1);
    expect(Object.fromEntries(query)).toEqual({ beds: '0,2', minrate: '1500', keyword: 'near park' });
  });

  it('uses the spec keys, with bounds as four values', () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        const keys = [...filtersToQuery(filters).keys()];
        const allowed = ['beds', 'baths', 'minbaths', 'maxbaths', 'minrate', 'maxrate', 'minsqft', 'maxsqft'];
        allowed.push('amenities', 'utilities', 'rentaltypes', 'petpolicies', 'furnished', 'keyword', 'bounds', 'sort');
        allowed.push('near', 'withfees');
        for (const key of keys) expect(allowed).toContain(key);
        const bounds = filtersToQuery(filters).get('bounds');
        if (bounds) expect(bounds.split(',')).toHaveLength(4);
      }),
    );
  });

  it('ignores unreadable values instead of failing', () => {
    const { filters, page } = filtersFromQuery(
      new URLSearchParams(
        'beds=9,x,1&amenities=gym,jacuzzi&minrate=-5&bounds=1,2,3&p=abc&sort=cheapest&furnished=maybe',
      ),
    );
    expect(filters).toEqual({ ...EMPTY_FILTERS, beds: [1], amenities: ['gym'] });
    expect(page).toBe(1);
  });

  it('gives two equal searches one URL whatever the order of their checklists', () => {
    const a = filtersToQuery({ ...EMPTY_FILTERS, amenities: ['pool', 'gym'], beds: [3, 1] });
    const b = filtersToQuery({ ...EMPTY_FILTERS, amenities: ['gym', 'pool', 'gym'], beds: [1, 3] });
    expect(a.toString()).toBe(b.toString());
  });
});

describe('distance sort (sort=distance&near=lat,lng)', () => {
  it('writes near as lat,lng with the distance sort, and reads it back', () => {
    const filters = { ...EMPTY_FILTERS, sort: 'distance' as const, near: { lat: 43.6532004, lng: -79.3832 } };
    const query = filtersToQuery(filters);
    expect(Object.fromEntries(query)).toEqual({ sort: 'distance', near: '43.6532,-79.3832' });
    expect(filtersFromQuery(query).filters).toEqual({ ...filters, near: { lat: 43.6532, lng: -79.3832 } });
    expect(filtersToApiParams(filters)).toEqual({ sort: 'distance', near: '43.6532,-79.3832' });
  });

  it('falls back to the default sort without a valid near, and drops near without the distance sort', () => {
    for (const near of ['', '43.6', '91,0', '0,181', 'a,b', '1,2,3', ',5']) {
      const { filters } = filtersFromQuery(new URLSearchParams({ sort: 'distance', near }));
      expect(filters, near).toEqual(EMPTY_FILTERS);
    }
    expect(normalizeFilters({ sort: 'distance', near: null })).toEqual(EMPTY_FILTERS);
    const { filters } = filtersFromQuery(new URLSearchParams({ sort: 'price-asc', near: '43,-79' }));
    expect(filters).toEqual({ ...EMPTY_FILTERS, sort: 'price-asc' });
  });

  it('round-trips any distance sort through the URL and keeps the sort with a near', () => {
    fc.assert(
      fc.property(filtersArb, nearArb, (base, near) => {
        const filters = { ...base, sort: 'distance' as const, near };
        const normalized = normalizeFilters(filters);
        const valid = Math.abs(near.lat) <= 90 && Math.abs(near.lng) <= 180;
        expect(normalized.sort).toBe(valid ? 'distance' : 'newest');
        expect(normalized.near === null).toBe(!valid);
        expect(filtersFromQuery(filtersToQuery(filters)).filters).toEqual(normalized);
        expect(activeFilterCount(normalized)).toBe(activeFilterCount(normalizeFilters(base)));
      }),
    );
  });
});

describe('API parameters', () => {
  it('sends the same filters camelCased, without empty ones', () => {
    expect(filtersToApiParams(EMPTY_FILTERS)).toEqual({});
    expect(
      filtersToApiParams({
        ...EMPTY_FILTERS,
        rentalTypes: ['house', 'condo'],
        maxRate: 3000,
        priceIncludesFees: true,
        furnished: true,
        bounds: { north: 44, east: -79, south: 43, west: -80 },
        sort: 'price-asc',
      }),
    ).toEqual({
      rentalTypes: 'condo,house',
      maxRate: '3000',
      priceIncludesFees: '1',
      furnished: '1',
      bounds: '44,-79,43,-80',
      sort: 'price-asc',
    });
  });

  it('counts the filters a user set', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...EMPTY_FILTERS, beds: [1, 2], furnished: true, keyword: 'x' })).toBe(3);
    // Not a filter of its own: it says what the price range bounds.
    expect(activeFilterCount({ ...EMPTY_FILTERS, maxRate: 2500, priceIncludesFees: true })).toBe(1);
  });
});

describe('pagination view (spec 3)', () => {
  it('describes the current page', () => {
    expect(paginationView(3, 95)).toEqual({
      currentPage: 3,
      prevPages: [1, 2],
      nextPages: [4, 5],
      showing: '41–60',
      numOfListingsFromPageOne: 60,
      endOfListings: false,
    });
    expect(paginationView(5, 95)).toMatchObject({ nextPages: [], showing: '81–95', endOfListings: true });
    expect(paginationView(1, 0)).toMatchObject({ prevPages: [], nextPages: [], showing: '0', endOfListings: true });
  });

  it('writes the range in the page language', () => {
    expect(paginationView(61, 5_000, 20).showing).toBe('1,201–1,220');
    expect(paginationView(61, 5_000, 20, 'fr').showing).toBe('1\u00a0201–1\u00a0220');
  });

  it('stops at page 500', () => {
    expect(paginationView(600, 1_000_000)).toMatchObject({ currentPage: 500, nextPages: [], endOfListings: true });
  });

  it('keeps every page consistent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 5000 }), (page, total) => {
        const view = paginationView(page, total);
        expect(view.numOfListingsFromPageOne).toBeLessThanOrEqual(total);
        expect(view.prevPages.every((p) => p < view.currentPage && p >= 1)).toBe(true);
        expect(view.nextPages.every((p) => p > view.currentPage)).toBe(true);
        expect(view.endOfListings).toBe(view.numOfListingsFromPageOne === total || view.currentPage === 500);
      }),
    );
  });
});
