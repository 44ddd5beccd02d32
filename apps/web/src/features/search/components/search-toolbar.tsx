// The search page's controls under the title: the search box, the filters button, the sort, "My places",
// "Get alerts", the phone's list/map switch and the chips of the filters in force. A chunk of its own,
// hydrated after the results (lib/hydrate-later.tsx): the server HTML shows it from the first paint.
import { Button, NativeSelect } from '@mantine/core';
import type { SearchPlace, Suggestion } from '@rentals/shared/resources/listings';
import { activeFilterCount, SEARCH_SORTS, type SearchFilters } from '@rentals/shared/search-filters';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { ListMapToggle, type ListMapView } from '../../../components/list-map-frame/list-map-frame.tsx';
import { GetAlertsButton } from '../../email-alerts/index.ts';
import { MyPlacesButton, useDistanceSort } from '../../points-of-interest/index.ts';
import { ActiveFilters } from './active-filters.tsx';
import { LocationSearch } from './location-search.tsx';
import classes from './search.module.css';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export interface SearchToolbarProps {
  place: SearchPlace;
  pathname: string;
  filters: SearchFilters;
  /** The search's API parameters: what an alert would watch. */
  params: Record<string, string>;
  view: ListMapView;
  onView: (view: ListMapView) => void;
  setFilters: (patch: Partial<SearchFilters>) => void;
  onChooseSuggestion: (suggestion: Suggestion) => void;
  onOpenFilters: () => void;
  /** Starts loading the filters panel when the button is about to be pressed. */
  onPreloadFilters: () => void;
}

export function SearchToolbar({
  place,
  pathname,
  filters,
  params,
  view,
  onView,
  setFilters,
  onChooseSuggestion,
  onOpenFilters,
  onPreloadFilters,
}: SearchToolbarProps) {
  const { t } = useTranslation();
  const distanceSort = useDistanceSort(filters);
  const filterCount = activeFilterCount(filters);
  return (
    <>
      <LocationSearch
        key={pathname}
        initialValue={filters.keyword}
        onChooseSuggestion={onChooseSuggestion}
        onKeyword={(keyword) => setFilters({ keyword })}
      />

      <div className={classes.toolbar}>
        <Button
          variant={filterCount > 0 ? 'filled' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          onClick={onOpenFilters}
          onPointerEnter={onPreloadFilters}
          onFocus={onPreloadFilters}
          data-testid="filters-button"
          aria-haspopup="dialog"
        >
          {filterCount > 0 ? t('search.filtersWithCount', { count: filterCount }) : t('search.filters')}
        </Button>
        <NativeSelect
          label={t('search.sortLabel')}
          value={distanceSort.value}
          onChange={(event) => setFilters(distanceSort.patch(event.currentTarget.value))}
          data={[
            ...SEARCH_SORTS.filter((sort) => sort !== 'distance').map((sort) => ({
              value: sort,
              label: t(`search.sort.${sort}`),
            })),
            ...distanceSort.options,
          ]}
          data-testid="sort-select"
        />
        <MyPlacesButton center={place.center} />
        <GetAlertsButton criteria={params} placeName={place.kind === 'all' ? null : place.name} />
        <ListMapToggle view={view} onChange={onView} />
      </div>

      <ActiveFilters filters={filters} onChange={setFilters} />
    </>
  );
}
