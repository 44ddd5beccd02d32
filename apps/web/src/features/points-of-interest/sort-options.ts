// The search page's sort control offers "Distance to <point>" for each of the renter's points of interest:
// choosing one sets sort=distance and near=<lat,lng> (the search goes back to page 1 like any change).
import type { PointOfInterest } from '@rentals/shared/points-of-interest';
import type { SearchFilters, SearchSort } from '@rentals/shared/search-filters';
import { latLngFromParam, latLngToParam } from '@rentals/shared/travel';
import { usePointsOfInterest } from './api.ts';
import { pointLatLng } from './format.ts';
import './i18n/index.ts';
import { type TFunction, useTranslation } from '../../lib/i18n/index.ts';

const NEAR = 'near:';

export interface SortOption {
  value: string;
  label: string;
}

/** The distance options for these points, and one for a near of the URL that is none of them. */
export function distanceSortOptions(
  t: TFunction,
  points: readonly PointOfInterest[] | null,
  filters: Pick<SearchFilters, 'sort' | 'near'>,
): SortOption[] {
  const options: SortOption[] = [];
  const seen = new Set<string>();
  for (const point of points ?? []) {
    const value = NEAR + latLngToParam(pointLatLng(point));
    if (seen.has(value)) continue;
    seen.add(value);
    options.push({ value, label: t('poi.sortBy', { name: point.name }) });
  }
  const current = sortValue(filters);
  if (current.startsWith(NEAR) && !seen.has(current)) options.push({ value: current, label: t('poi.sortByChosen') });
  return options;
}

/** The select's value for a search: the sort, or near:<lat,lng> for the distance sort. */
export function sortValue(filters: Pick<SearchFilters, 'sort' | 'near'>): string {
  return filters.sort === 'distance' && filters.near ? NEAR + latLngToParam(filters.near) : filters.sort;
}

/** What choosing an option changes in the search. */
export function sortPatch(value: string): Pick<SearchFilters, 'sort' | 'near'> {
  if (value.startsWith(NEAR)) {
    const near = latLngFromParam(value.slice(NEAR.length));
    return near ? { sort: 'distance', near } : { sort: 'newest', near: null };
  }
  return { sort: value as SearchSort, near: null };
}

/** For the search page: the extra options, the current value and the change an option makes. */
export function useDistanceSort(filters: Pick<SearchFilters, 'sort' | 'near'>) {
  const { t } = useTranslation();
  const { points } = usePointsOfInterest();
  return { options: distanceSortOptions(t, points, filters), value: sortValue(filters), patch: sortPatch };
}
