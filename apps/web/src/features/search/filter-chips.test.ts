import { EMPTY_FILTERS, normalizeFilters } from '@rentals/shared/search-filters';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { clearedFilters, filterChips } from './filter-chips.ts';

const t = i18n.getFixedT('en');

describe('filter chips', () => {
  it('name every active filter and say what removing each changes', () => {
    const filters = normalizeFilters({
      beds: [0, 2, 4],
      baths: [1.5, 3],
      minBaths: 1,
      maxBaths: 2.5,
      minRate: 1200,
      maxRate: 2500,
      minSqft: 500,
      maxSqft: 1500,
      rentalTypes: ['condo'],
      amenities: ['in-suite-laundry'],
      utilities: ['heat'],
      petPolicies: ['cats-allowed'],
      furnished: true,
      keyword: 'near subway',
      bounds: { north: 44, east: -79, south: 43, west: -80 },
      sort: 'price-desc',
    });
    const chips = filterChips(filters, t, 'en');
    expect(chips.map((c) => c.label)).toEqual([
      'Studio',
      '2 beds',
      '4+ beds',
      '1.5 baths',
      '3+ baths',
      'At least 1 baths',
      'At most 2.5 baths',
      'From $1,200',
      'Up to $2,500',
      'From 500 sq ft',
      'Up to 1,500 sq ft',
      'Condo',
      'In-suite laundry',
      'Heat',
      'Cats allowed',
      'Furnished',
      '“near subway”',
      'Map area',
    ]);
    expect(chips.find((c) => c.id === 'beds-2')?.remove).toEqual({ beds: [0, 4] });
    expect(chips.find((c) => c.id === 'amenities-in-suite-laundry')?.remove).toEqual({ amenities: [] });
    expect(chips.find((c) => c.id === 'maxRate')?.remove).toEqual({ maxRate: null });
    expect(chips.find((c) => c.id === 'bounds')?.remove).toEqual({ bounds: null });
    expect(filterChips(EMPTY_FILTERS, t, 'en')).toEqual([]);
  });

  it('are labelled in French', () => {
    const chips = filterChips(normalizeFilters({ rentalTypes: ['house'], maxRate: 2000 }), i18n.getFixedT('fr'), 'fr');
    expect(chips.map((c) => c.label)).toEqual(["Jusqu'à 2\u00a0000\u00a0$", 'Maison']);
  });

  it('say when the price includes the monthly fees', () => {
    const withFees = normalizeFilters({ minRate: 1500, maxRate: 2500, priceIncludesFees: true });
    expect(filterChips(withFees, t, 'en').map((c) => c.label)).toEqual([
      'From $1,500 with fees',
      'Up to $2,500 with fees',
    ]);
    expect(filterChips(withFees, i18n.getFixedT('fr'), 'fr').map((c) => c.label)).toEqual([
      'À partir de 1\u00a0500\u00a0$ frais inclus',
      "Jusqu'à 2\u00a0500\u00a0$ frais inclus",
    ]);
  });

  it('clearing all keeps the sort', () => {
    const filters = normalizeFilters({ beds: [1], keyword: 'x', sort: 'price-asc' });
    expect(normalizeFilters({ ...filters, ...clearedFilters(filters) })).toEqual({
      ...EMPTY_FILTERS,
      sort: 'price-asc',
    });
  });
});
