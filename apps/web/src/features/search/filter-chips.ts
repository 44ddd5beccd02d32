// The chips of the active filters: a label and what removing the chip changes (spec 3 filters).
import { formatDecimal, formatMoney, formatNumber } from '@rentals/shared/format';
import {
  AMENITIES,
  PET_POLICIES,
  RENTAL_TYPES,
  type Term,
  termLabel,
  UTILITIES,
} from '@rentals/shared/resources/listing-vocabularies';
import { EMPTY_FILTERS, type SearchFilters } from '@rentals/shared/search-filters';
import { bathsLabel, bedsLabel } from '../../components/listing-card/format.ts';
import './i18n/index.ts';
import '../../components/listing-card/i18n/index.ts';
import type { TFunction } from '../../lib/i18n/index.ts';

export interface FilterChip {
  id: string;
  label: string;
  /** Applied to the filters when the chip is removed. */
  remove: Partial<SearchFilters>;
}

type ListKey = 'rentalTypes' | 'amenities' | 'utilities' | 'petPolicies';
const VOCABULARIES: Record<ListKey, Record<string, Term>> = {
  rentalTypes: RENTAL_TYPES,
  amenities: AMENITIES,
  utilities: UTILITIES,
  petPolicies: PET_POLICIES,
};

export function filterChips(filters: SearchFilters, t: TFunction, language: 'en' | 'fr'): FilterChip[] {
  const f = filters;
  const chips: FilterChip[] = [];
  for (const beds of f.beds) {
    chips.push({
      id: `beds-${beds}`,
      label: beds === 4 ? t('search.chips.bedsPlus') : bedsLabel(t, beds),
      remove: { beds: f.beds.filter((b) => b !== beds) },
    });
  }
  for (const baths of f.baths) {
    chips.push({
      id: `baths-${baths}`,
      label: baths === 3 ? t('search.chips.bathsPlus') : bathsLabel(t, baths, language),
      remove: { baths: f.baths.filter((b) => b !== baths) },
    });
  }
  if (f.minBaths !== null)
    chips.push({
      id: 'minBaths',
      label: t('search.chips.minBaths', { value: formatDecimal(f.minBaths, language) }),
      remove: { minBaths: null },
    });
  if (f.maxBaths !== null)
    chips.push({
      id: 'maxBaths',
      label: t('search.chips.maxBaths', { value: formatDecimal(f.maxBaths, language) }),
      remove: { maxBaths: null },
    });
  if (f.minRate !== null)
    chips.push({
      id: 'minRate',
      label: t(f.priceIncludesFees ? 'search.chips.minRateWithFees' : 'search.chips.minRate', {
        amount: formatMoney(f.minRate * 100, language),
      }),
      remove: { minRate: null },
    });
  if (f.maxRate !== null)
    chips.push({
      id: 'maxRate',
      label: t(f.priceIncludesFees ? 'search.chips.maxRateWithFees' : 'search.chips.maxRate', {
        amount: formatMoney(f.maxRate * 100, language),
      }),
      remove: { maxRate: null },
    });
  if (f.minSqft !== null)
    chips.push({
      id: 'minSqft',
      label: t('search.chips.minSqft', { value: formatNumber(f.minSqft, 0, language) }),
      remove: { minSqft: null },
    });
  if (f.maxSqft !== null)
    chips.push({
      id: 'maxSqft',
      label: t('search.chips.maxSqft', { value: formatNumber(f.maxSqft, 0, language) }),
      remove: { maxSqft: null },
    });
  for (const key of ['rentalTypes', 'amenities', 'utilities', 'petPolicies'] as const) {
    for (const value of f[key]) {
      chips.push({
        id: `${key}-${value}`,
        label: termLabel(VOCABULARIES[key], value, language),
        remove: { [key]: f[key].filter((v) => v !== value) },
      });
    }
  }
  if (f.furnished) chips.push({ id: 'furnished', label: t('listingCard.furnished'), remove: { furnished: null } });
  if (f.keyword)
    chips.push({ id: 'keyword', label: t('search.chips.keyword', { keyword: f.keyword }), remove: { keyword: '' } });
  if (f.bounds) chips.push({ id: 'bounds', label: t('search.chips.bounds'), remove: { bounds: null } });
  return chips;
}

/** Every filter off, keeping the sort (the order is not a filter) and the point a distance sort measures from. */
export const clearedFilters = (filters: SearchFilters): Partial<SearchFilters> => ({
  ...EMPTY_FILTERS,
  sort: filters.sort,
  near: filters.near,
});
