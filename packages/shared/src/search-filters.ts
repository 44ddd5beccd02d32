// The listing-search filter model (spec 3), its URL query (spec 5) and the pagination view (spec 3).
// The web app keeps filters in the URL; the API receives the same filters as GET listings parameters.

import { formatNumber } from './format.ts';
import {
  AMENITY_KEYS,
  BATH_OPTIONS,
  BED_OPTIONS,
  PET_POLICY_KEYS,
  RENTAL_TYPE_KEYS,
  UTILITY_KEYS,
} from './resources/listing-vocabularies.ts';
import { type LatLng, latLngFromParam, latLngToParam, validLatLng } from './travel.ts';

/** 'distance' orders by distance from `near` (a point of interest); it needs `near`. */
export const SEARCH_SORTS = ['newest', 'price-asc', 'price-desc', 'distance'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SORT: SearchSort = 'newest';
export const SEARCH_PAGE_SIZE = 20;
/**
 * Results go no deeper than page 500 (10,000 listings): a deep page costs the server a sort of everything
 * before it, and nobody reads that far; narrowing the search is the way on.
 */
export const MAX_SEARCH_PAGE = 500;
/** Rents are searched in whole dollars (minRate/maxRate); listings store cents. */
export const MAX_RATE = 100_000;
export const MAX_SQFT = 100_000;

/** A map viewport. Longitudes may cross the antimeridian only in theory; we serve Canada and the US. */
export interface Bounds {
  north: number;
  east: number;
  south: number;
  west: number;
}

export interface SearchFilters {
  amenities: string[];
  utilities: string[];
  petPolicies: string[];
  rentalTypes: string[];
  /** true: furnished only; null: either. */
  furnished: boolean | null;
  /** Checklist of BED_OPTIONS; 4 means 4 or more. */
  beds: number[];
  /** Checklist of BATH_OPTIONS; 3 means 3 or more. */
  baths: number[];
  minBaths: number | null;
  maxBaths: number | null;
  minRate: number | null;
  maxRate: number | null;
  /** minRate/maxRate bound the total monthly cost (rent and mandatory monthly fees) instead of the rent. */
  priceIncludesFees: boolean;
  minSqft: number | null;
  maxSqft: number | null;
  bounds: Bounds | null;
  keyword: string;
  sort: SearchSort;
  /** The point sort 'distance' measures from; set only with that sort. */
  near: LatLng | null;
}

export const EMPTY_FILTERS: SearchFilters = {
  amenities: [],
  utilities: [],
  petPolicies: [],
  rentalTypes: [],
  furnished: null,
  beds: [],
  baths: [],
  minBaths: null,
  maxBaths: null,
  minRate: null,
  maxRate: null,
  priceIncludesFees: false,
  minSqft: null,
  maxSqft: null,
  bounds: null,
  keyword: '',
  sort: DEFAULT_SORT,
  near: null,
};

export const KEYWORD_MAX = 100;

// ---------------------------------------------------------------- normalising

const uniqueSorted = <T extends string | number>(values: readonly T[], allowed: readonly T[]): T[] =>
  allowed.filter((option) => values.includes(option));

const wholeInRange = (value: number | null, max: number): number | null =>
  value === null || !Number.isFinite(value) || value < 0 || value > max || !Number.isInteger(value) ? null : value;

/** Six decimals (~10 cm) keep URLs short; `+ 0` turns -0 into 0 so a value reads back as written. */
const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6 + 0;

export function validBounds(bounds: Bounds | null): Bounds | null {
  if (!bounds) return null;
  const { north, east, south, west } = bounds;
  const values = [north, east, south, west];
  if (!values.every(Number.isFinite)) return null;
  if (north > 90 || south < -90 || north <= south) return null;
  if (east > 180 || west < -180 || east <= west) return null;
  return {
    north: roundCoordinate(north),
    east: roundCoordinate(east),
    south: roundCoordinate(south),
    west: roundCoordinate(west),
  };
}

/** Four numbers in URL order (north, east, south, west) -> valid bounds or null. */
export function boundsFromParts(parts: readonly number[]): Bounds | null {
  if (parts.length !== 4) return null;
  const [north, east, south, west] = parts as [number, number, number, number];
  return validBounds({ north, east, south, west });
}

/**
 * Drops unknown keys and impossible values, orders checklists: two equal searches get one URL. The distance
 * sort without a valid `near` falls back to the default sort, and `near` without it is dropped.
 */
export function normalizeFilters(filters: Partial<SearchFilters>): SearchFilters {
  const f = { ...EMPTY_FILTERS, ...filters };
  const near = validLatLng(f.near);
  const knownSort = (SEARCH_SORTS as readonly string[]).includes(f.sort) ? f.sort : DEFAULT_SORT;
  const sort = knownSort === 'distance' && !near ? DEFAULT_SORT : knownSort;
  return {
    amenities: uniqueSorted(f.amenities, AMENITY_KEYS),
    utilities: uniqueSorted(f.utilities, UTILITY_KEYS),
    petPolicies: uniqueSorted(f.petPolicies, PET_POLICY_KEYS),
    rentalTypes: uniqueSorted(f.rentalTypes, RENTAL_TYPE_KEYS),
    furnished: f.furnished === true ? true : null,
    beds: uniqueSorted(f.beds, BED_OPTIONS),
    baths: uniqueSorted(f.baths, BATH_OPTIONS),
    minBaths: f.minBaths !== null && (BATH_OPTIONS as readonly number[]).includes(f.minBaths) ? f.minBaths : null,
    maxBaths: f.maxBaths !== null && (BATH_OPTIONS as readonly number[]).includes(f.maxBaths) ? f.maxBaths : null,
    minRate: wholeInRange(f.minRate, MAX_RATE),
    maxRate: wholeInRange(f.maxRate, MAX_RATE),
    priceIncludesFees: f.priceIncludesFees === true,
    minSqft: wholeInRange(f.minSqft, MAX_SQFT),
    maxSqft: wholeInRange(f.maxSqft, MAX_SQFT),
    bounds: validBounds(f.bounds),
    keyword: f.keyword.replace(/\s+/g, ' ').trim().slice(0, KEYWORD_MAX),
    sort,
    near: sort === 'distance' ? near : null,
  };
}

/**
 * How many filters are set (for the "Filters (3)" button); sort, keyword and bounds are not counted, nor
 * priceIncludesFees, which only changes what the price range bounds.
 */
export function activeFilterCount(filters: SearchFilters): number {
  const f = filters;
  return (
    f.amenities.length +
    f.utilities.length +
    f.petPolicies.length +
    f.rentalTypes.length +
    f.beds.length +
    f.baths.length +
    [f.furnished, f.minBaths, f.maxBaths, f.minRate, f.maxRate, f.minSqft, f.maxSqft].filter((v) => v !== null).length
  );
}

// ---------------------------------------------------------------- URL query (spec 5)

/**
 * Spec 5's keys, plus sort, minsqft, maxsqft, minbaths and maxbaths so that every filter of spec 3 survives a
 * reload, near (lat,lng) for the distance sort and withfees=1 for a price range on the total monthly cost.
 * Bounds are four values: north,east,south,west.
 */
export const URL_KEYS = {
  beds: 'beds',
  baths: 'baths',
  minBaths: 'minbaths',
  maxBaths: 'maxbaths',
  minRate: 'minrate',
  maxRate: 'maxrate',
  priceIncludesFees: 'withfees',
  minSqft: 'minsqft',
  maxSqft: 'maxsqft',
  amenities: 'amenities',
  utilities: 'utilities',
  rentalTypes: 'rentaltypes',
  petPolicies: 'petpolicies',
  furnished: 'furnished',
  keyword: 'keyword',
  bounds: 'bounds',
  sort: 'sort',
  near: 'near',
} as const satisfies Record<keyof SearchFilters, string>;
export const PAGE_KEY = 'p';

const list = (values: readonly (string | number)[]) => values.join(',');
/** Bounds as the URL and the API write them: north,east,south,west (boundsFromParts reads them back). */
export const boundsToParam = (b: Bounds) => [b.north, b.east, b.south, b.west].join(',');

/** Only non-empty filters appear; `p` only when the page is not 1 (spec 5). */
export function filtersToQuery(filters: SearchFilters, page = 1): URLSearchParams {
  const f = normalizeFilters(filters);
  const query = new URLSearchParams();
  const put = (key: keyof SearchFilters, value: string) => query.set(URL_KEYS[key], value);
  if (f.beds.length) put('beds', list(f.beds));
  if (f.baths.length) put('baths', list(f.baths));
  if (f.minBaths !== null) put('minBaths', String(f.minBaths));
  if (f.maxBaths !== null) put('maxBaths', String(f.maxBaths));
  if (f.minRate !== null) put('minRate', String(f.minRate));
  if (f.maxRate !== null) put('maxRate', String(f.maxRate));
  if (f.priceIncludesFees) put('priceIncludesFees', '1');
  if (f.minSqft !== null) put('minSqft', String(f.minSqft));
  if (f.maxSqft !== null) put('maxSqft', String(f.maxSqft));
  if (f.amenities.length) put('amenities', list(f.amenities));
  if (f.utilities.length) put('utilities', list(f.utilities));
  if (f.rentalTypes.length) put('rentalTypes', list(f.rentalTypes));
  if (f.petPolicies.length) put('petPolicies', list(f.petPolicies));
  if (f.furnished) put('furnished', '1');
  if (f.keyword) put('keyword', f.keyword);
  if (f.bounds) put('bounds', boundsToParam(f.bounds));
  if (f.sort !== DEFAULT_SORT) put('sort', f.sort);
  if (f.near) put('near', latLngToParam(f.near));
  if (page > 1) query.set(PAGE_KEY, String(page));
  return query;
}

const splitList = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);
const numberOrNull = (value: string | null) => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** Reads a search from a URL; anything unreadable is dropped, never an error. */
export function filtersFromQuery(query: URLSearchParams): { filters: SearchFilters; page: number } {
  const get = (key: keyof SearchFilters) => query.get(URL_KEYS[key]);
  const filters = normalizeFilters({
    beds: splitList(get('beds')).map(Number),
    baths: splitList(get('baths')).map(Number),
    minBaths: numberOrNull(get('minBaths')),
    maxBaths: numberOrNull(get('maxBaths')),
    minRate: numberOrNull(get('minRate')),
    maxRate: numberOrNull(get('maxRate')),
    priceIncludesFees: ['1', 'true'].includes(get('priceIncludesFees') ?? ''),
    minSqft: numberOrNull(get('minSqft')),
    maxSqft: numberOrNull(get('maxSqft')),
    amenities: splitList(get('amenities')),
    utilities: splitList(get('utilities')),
    rentalTypes: splitList(get('rentalTypes')),
    petPolicies: splitList(get('petPolicies')),
    furnished: ['1', 'true'].includes(get('furnished') ?? '') ? true : null,
    keyword: get('keyword') ?? '',
    bounds: boundsFromParts(splitList(get('bounds')).map(Number)),
    sort: (get('sort') ?? DEFAULT_SORT) as SearchSort,
    near: latLngFromParam(get('near')),
  });
  const page = Number(query.get(PAGE_KEY));
  return { filters, page: Number.isInteger(page) && page > 1 ? Math.min(page, MAX_SEARCH_PAGE) : 1 };
}

// ---------------------------------------------------------------- API parameters (GET listings, map-markers)

/**
 * The same filters as GET parameters of the API (camelCase, lists comma-separated, bounds
 * north,east,south,west, rents in dollars). The API's zod schema (resources/listings.ts) reads them back.
 */
export function filtersToApiParams(filters: SearchFilters): Record<string, string> {
  const f = normalizeFilters(filters);
  const params: Record<string, string> = {};
  for (const key of ['amenities', 'utilities', 'petPolicies', 'rentalTypes', 'beds', 'baths'] as const) {
    if (f[key].length) params[key] = list(f[key]);
  }
  for (const key of ['minBaths', 'maxBaths', 'minRate', 'maxRate', 'minSqft', 'maxSqft'] as const) {
    if (f[key] !== null) params[key] = String(f[key]);
  }
  if (f.furnished) params.furnished = '1';
  if (f.priceIncludesFees) params.priceIncludesFees = '1';
  if (f.keyword) params.keyword = f.keyword;
  if (f.bounds) params.bounds = boundsToParam(f.bounds);
  if (f.sort !== DEFAULT_SORT) params.sort = f.sort;
  if (f.near) params.near = latLngToParam(f.near);
  return params;
}

// ---------------------------------------------------------------- pagination view (spec 3)

export interface PaginationView {
  currentPage: number;
  /** Up to two page numbers before and after the current one, for the page links. */
  prevPages: number[];
  nextPages: number[];
  /** "21–40" */
  showing: string;
  /** How many listings the pages up to and including this one hold. */
  numOfListingsFromPageOne: number;
  endOfListings: boolean;
}

/** `language` writes the range ("1,201–1,220", "1 201–1 220"), without Intl (see formatNumber). */
export function paginationView(
  currentPage: number,
  total: number,
  perPage = SEARCH_PAGE_SIZE,
  language = 'en',
): PaginationView {
  const lastPage = Math.min(MAX_SEARCH_PAGE, Math.max(1, Math.ceil(total / perPage)));
  const page = Math.min(Math.max(1, currentPage), lastPage);
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  return {
    currentPage: page,
    prevPages: range(Math.max(1, page - 2), page - 1),
    nextPages: range(page + 1, Math.min(lastPage, page + 2)),
    showing: total === 0 ? '0' : `${formatNumber(first, 0, language)}–${formatNumber(last, 0, language)}`,
    numOfListingsFromPageOne: last,
    endOfListings: page >= lastPage,
  };
}
