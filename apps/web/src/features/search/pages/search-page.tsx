// The search page of a place (every rental, a province, a metro area or a city): title, result count,
// search box, sort, filters and their chips, the results with page links, and the map beside them on
// desktop or behind a list/map switch on a phone (spec 9: mobile under 768 px). The URL holds the search.
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatNumber } from '@rentals/shared/format';
import type { SearchPlace, Suggestion } from '@rentals/shared/resources/listings';
import { type Bounds, SEARCH_PAGE_SIZE, type SearchFilters } from '@rentals/shared/search-filters';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ListMapFrame,
  type ListMapView,
  MobileMap,
  useDesktopLayout,
} from '../../../components/list-map-frame/list-map-frame.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useLocalePath } from '../../../lib/use-locale-path.ts';
import { selectListingsPermalink, useSiteStore } from '../../site/index.ts';
import { listingSearchParams, placeScope, useListingSearch } from '../api.ts';
import {
  EmptyResults,
  PastEnd,
  RefreshError,
  RetryAlert,
  SearchPagination,
  SearchToolbar,
} from '../components/later-parts.ts';
import { LazySearchMap } from '../components/lazy-search-map.tsx';
import { ResultsList } from '../components/results-list.tsx';
import { useLastSearchStore, usePreviousLocationStore } from '../store.ts';
import { searchString, useSearchUrl } from '../use-search-url.ts';
import '../i18n/index.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n/index.ts';

// The panel (checkboxes, number inputs, a drawer) loads when first opened, not with the page.
const FiltersPanel = lazy(() => import('../components/filters-panel.tsx').then((m) => ({ default: m.FiltersPanel })));
const preloadFiltersPanel = () => void import('../components/filters-panel.tsx');

/** "Apartments for rent in Toronto, ON", or the keyword's title for a search of every rental. */
export function searchTitle(t: TFunction, place: SearchPlace, keyword: string) {
  if (place.kind !== 'all') return t('search.titlePlace', { place: place.label });
  return keyword ? t('search.titleKeyword', { keyword }) : t('search.titleAll');
}

/** Remembers the search for "Back to search" (spec 4: last searched URL, previous location). */
function useRememberSearch(place: SearchPlace, url: string) {
  const setLastSearchUrl = useLastSearchStore((s) => s.setLastSearchUrl);
  const setPreviousLocation = usePreviousLocationStore((s) => s.setPreviousLocation);
  useEffect(() => setLastSearchUrl(url), [url, setLastSearchUrl]);
  useEffect(() => {
    if (place.kind !== 'all') setPreviousLocation({ path: place.path, label: place.label });
  }, [place.kind, place.path, place.label, setPreviousLocation]);
}

export function SearchPage({ place }: { place: SearchPlace }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const permalink = useSiteStore(selectListingsPermalink);
  const { pathname, filters, page, setFilters, pageHref } = useSearchUrl();
  const desktop = useDesktopLayout();
  const [view, setView] = useState<ListMapView>('list');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filtersUsed, setFiltersUsed] = useState(false);

  const scope = useMemo(() => placeScope(place), [place]);
  const params = useMemo(() => listingSearchParams(place, filters, page), [place, filters, page]);
  const search = useListingSearch(params);
  const data = search.data;
  const total = data?.pagination.total ?? null;

  const title = searchTitle(t, place, filters.keyword);
  usePageTitle(title);
  useRememberSearch(place, `${pathname}${searchString(filters, page)}`);

  // A new page starts at the top of the results (the path does not change, so the shell does not scroll).
  useEffect(() => {
    if (page > 0) window.scrollTo?.(0, 0);
  }, [page]);

  const keepFilters = useCallback(
    (path: string) => `${localePath(path)}${searchString({ ...filters, bounds: null })}`,
    [filters, localePath],
  );
  // Stable callbacks: the toolbar is a later part (lib/hydrate-later.tsx), re-rendered only when a prop changes.
  const chooseSuggestion = useCallback(
    (suggestion: Suggestion) =>
      void navigate(suggestion.type === 'address' ? localePath(suggestion.path) : keepFilters(suggestion.path)),
    [navigate, localePath, keepFilters],
  );
  const openFilters = useCallback(() => {
    setFiltersUsed(true);
    setFiltersOpen(true);
  }, []);
  const onBoundsChange = useCallback(
    (bounds: Bounds | null, options: { replace: boolean }) => setFilters({ bounds }, options),
    [setFilters],
  );

  const provinceHref =
    place.kind === 'city' ? keepFilters(place.path.split('/').slice(0, -1).join('/') || `/${permalink}`) : null;
  const everywhereHref = place.kind !== 'all' ? keepFilters(`/${permalink}`) : null;
  const showMap = desktop || view === 'map';
  const showList = desktop || view === 'list';

  const map = (
    <LazySearchMap key={place.path} place={place} filters={filters} scope={scope} onBoundsChange={onBoundsChange} />
  );

  return (
    <ListMapFrame desktop={desktop} map={map}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2" data-testid="search-title">
            {title}
          </Title>
          {place.intro && (
            // A city's introduction, written in the back office as plain text (its line breaks kept).
            <Text style={{ whiteSpace: 'pre-line' }} data-testid="place-intro">
              {place.intro}
            </Text>
          )}
          <Text c="dimmed" aria-live="polite" data-testid="result-count">
            {total === null ? (
              search.isPending ? (
                <Skeleton component="span" height={16} width={120} display="inline-block" />
              ) : null
            ) : (
              t(data?.pagination.totalIsEstimate ? 'search.resultCountAbout' : 'search.resultCount', {
                count: total,
                formatted: formatNumber(total, 0, i18n.language),
              })
            )}
          </Text>
        </Stack>

        <SearchToolbar
          place={place}
          pathname={pathname}
          filters={filters}
          params={params}
          view={view}
          onView={setView}
          setFilters={setFilters}
          onChooseSuggestion={chooseSuggestion}
          onOpenFilters={openFilters}
          onPreloadFilters={preloadFiltersPanel}
        />

        {!desktop && showMap && <MobileMap>{map}</MobileMap>}

        {showList && (
          <Results
            place={place}
            filters={filters}
            page={page}
            search={search}
            pageHref={pageHref}
            onChange={setFilters}
            provinceHref={provinceHref}
            everywhereHref={everywhereHref}
            didYouMeanHref={keepFilters}
          />
        )}
      </Stack>
      {filtersUsed && (
        <Suspense fallback={null}>
          <FiltersPanel
            opened={filtersOpen}
            onClose={() => setFiltersOpen(false)}
            filters={filters}
            onApply={(next: Partial<SearchFilters>) => setFilters(next)}
          />
        </Suspense>
      )}
    </ListMapFrame>
  );
}

function Results({
  place,
  filters,
  page,
  search,
  pageHref,
  onChange,
  provinceHref,
  everywhereHref,
  didYouMeanHref,
}: {
  place: SearchPlace;
  filters: SearchFilters;
  page: number;
  search: ReturnType<typeof useListingSearch>;
  pageHref: (page: number) => string;
  onChange: (patch: Partial<SearchFilters>) => void;
  provinceHref: string | null;
  everywhereHref: string | null;
  didYouMeanHref: (path: string) => string;
}) {
  const { t } = useTranslation();
  const { data } = search;
  if (search.isError && !data) {
    return (
      <RetryAlert
        title={t('search.errorTitle')}
        message={t('search.errorBody')}
        onRetry={() => void search.refetch()}
        testId="search-error"
      />
    );
  }
  const total = data?.pagination.total ?? 0;
  const listings = data?.listings;
  const settled = !!data && !search.isPlaceholderData;
  return (
    <>
      {search.isError && <RefreshError onRetry={() => void search.refetch()} />}
      {settled && listings?.length === 0 && total === 0 && (
        <EmptyResults
          place={place}
          filters={filters}
          onChange={onChange}
          provinceHref={provinceHref}
          everywhereHref={everywhereHref}
          didYouMeanHref={didYouMeanHref}
        />
      )}
      {settled && listings?.length === 0 && total > 0 && <PastEnd firstPageHref={pageHref(1)} />}
      <ResultsList listings={listings} loading={search.isPending} refreshing={search.isPlaceholderData} />
      {data && listings && listings.length > 0 && (
        <SearchPagination
          page={page}
          total={total}
          estimated={data.pagination.totalIsEstimate}
          perPage={data.pagination.perPage || SEARCH_PAGE_SIZE}
          pageHref={pageHref}
        />
      )}
    </>
  );
}
