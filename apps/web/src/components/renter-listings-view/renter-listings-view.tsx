// The frame of the renter area's lists (favourites, recommended, viewed, My Inquiries): title, a count that is
// announced, the items of one page (listing cards with what each page adds under them, or the page's own
// items), page links, and the map of all their listings beside them (desktop) or behind a list/map switch
// (phone), whose popups show the page's cards or fetch one by id. Loading, empty and failed states included.
import { Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { formatNumber } from '@rentals/shared/format';
import type { PageMeta } from '@rentals/shared/pagination';
import type { ListingCard as ListingCardData, MapMarker, MapMarkersResponse } from '@rentals/shared/resources/listings';
import type { UseQueryResult } from '@tanstack/react-query';
import { type Key, type ReactNode, useMemo, useState } from 'react';
import {
  ListMapFrame,
  ListMapToggle,
  type ListMapView,
  MobileMap,
  markersArea,
  useDesktopLayout,
} from '../list-map-frame/list-map-frame.tsx';
import { type HoveredListing, markerContains, markerForListing } from '../list-map-frame/marker-match.ts';
import grid from '../listing-card/card-grid.module.css';
import { ListingCard, ListingCardSkeleton } from '../listing-card/listing-card.tsx';
import { LazyListingsMap } from '../map/lazy-listings-map.tsx';
import { RetryAlert } from '../retry-alert.tsx';
import { MarkerPopup } from './marker-popup.tsx';
import classes from './renter-listings-view.module.css';
import './i18n/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

/** An item's side of the list/map highlighting, for items a page draws itself. */
export interface ItemHover {
  /** Its listing's marker is hovered on the map. */
  highlighted: boolean;
  /** Pointer or keyboard focus enters (true) or leaves (false) the item: its marker is highlighted. */
  onHoverChange: (on: boolean) => void;
}

/** Texts a page may word its own way; the defaults speak of listings. */
export interface RenterListingsLabels {
  list?: string;
  loading?: string;
  loadError?: string;
  pages?: string;
}

export interface RenterListingsViewProps<T> {
  title: ReactNode;
  /** The i18n key of the count line under the title ({{count}}, {{formatted}}), announced when it changes. */
  countKey: string;
  /** Between the title and the list (an intro, a note). */
  header?: ReactNode;
  list: UseQueryResult<{ data: T[]; meta: PageMeta }>;
  markers: UseQueryResult<MapMarkersResponse>;
  /** The item's listing; null once it is no longer listed (an inquiry about a listing taken down). */
  listingOf: (item: T) => ListingCardData | null;
  /** The item's React key when its listing's id is not one (one listing asked about twice). */
  itemKey?: (item: T) => Key;
  /** What a page adds under a card (a date, a reason, a button). */
  renderExtra?: (item: T) => ReactNode;
  /** The whole item instead of a card, one per row (the list item around it is the frame's). */
  renderItem?: (item: T, hover: ItemHover) => ReactNode;
  /** Items to leave out at once, before the list is fetched again (a heart taken off). */
  hidden?: (item: T) => boolean;
  page: number;
  onPageChange: (page: number) => void;
  empty: ReactNode;
  /** In the map's place when none of the listed listings is on the map; no map column without it. */
  mapEmpty?: ReactNode;
  labels?: RenterListingsLabels;
  /** The frame's; the map's is `${testId}-map`, the list's `${testId}-results`. */
  testId: string;
  countTestId?: string;
  errorTestId?: string;
}

const hoveredOf = (listing: ListingCardData | null): HoveredListing | null =>
  listing ? { id: listing.id, lat: listing.lat, lng: listing.lng } : null;

export function RenterListingsView<T>({
  title,
  countKey,
  header,
  list,
  markers: markersQuery,
  listingOf,
  itemKey,
  renderExtra,
  renderItem,
  hidden,
  page,
  onPageChange,
  empty,
  mapEmpty,
  labels = {},
  testId,
  countTestId = 'renter-count',
  errorTestId = 'list-error',
}: RenterListingsViewProps<T>) {
  const { t, i18n } = useTranslation();
  const desktop = useDesktopLayout();
  const [view, setView] = useState<ListMapView>('list');
  const [hoveredListing, setHoveredListing] = useState<HoveredListing | null>(null);
  const [hoveredMarker, setHoveredMarker] = useState<MapMarker | null>(null);

  const items = useMemo(() => (list.data?.data ?? []).filter((item) => !hidden?.(item)), [list.data, hidden]);
  const listings = useMemo(
    () =>
      items.flatMap((item) => {
        const listing = listingOf(item);
        return listing ? [listing] : [];
      }),
    [items, listingOf],
  );
  const markers = markersQuery.data?.markers ?? [];
  const area = useMemo(() => markersArea(markers), [markers]);
  const meta = list.data?.meta;
  const nothing = !!list.data && !list.isPlaceholderData && meta?.total === 0;
  const highlighted = (listing: ListingCardData | null) =>
    !!hoveredMarker && !!listing && markerContains(hoveredMarker, listing);

  let map: ReactNode = null;
  if (nothing) {
    // Nothing listed: the empty state takes the whole width.
  } else if (area) {
    map = (
      <LazyListingsMap
        testId={`${testId}-map`}
        markers={markers}
        area={area}
        // One marker per address, unclustered: those that would overlap become count bubbles (WCAG 2.5.8).
        declutter
        highlightedKey={markerForListing(markers, hoveredListing)}
        onMarkerHover={setHoveredMarker}
        renderPopup={(marker, relayout) => <MarkerPopup marker={marker} pageListings={listings} relayout={relayout} />}
      />
    );
  } else if (markersQuery.isError) {
    map = <RetryAlert compact message={t('listingsView.mapError')} onRetry={() => void markersQuery.refetch()} />;
  } else if (markersQuery.data && mapEmpty) {
    map = (
      <Text size="sm" c="dimmed" p="md" data-testid={`${testId}-map-empty`}>
        {mapEmpty}
      </Text>
    );
  }

  let body: ReactNode;
  if (list.isError && !list.data) {
    body = (
      <RetryAlert
        message={labels.loadError ?? t('listingsView.loadError')}
        onRetry={() => void list.refetch()}
        testId={errorTestId}
      />
    );
  } else if (!list.data) {
    body = (
      <ul className={grid.grid} aria-busy="true" aria-label={labels.loading ?? t('listingsView.loading')}>
        {Array.from({ length: 4 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <li key={i}>
            <ListingCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (nothing) {
    body = empty;
  } else {
    body = (
      <>
        {!desktop && view === 'map' && map && <MobileMap>{map}</MobileMap>}
        {(desktop || view === 'list') && (
          <ul
            className={`${renderItem ? classes.rows : grid.grid} ${list.isPlaceholderData ? grid.busy : ''}`}
            aria-busy={list.isPlaceholderData || undefined}
            aria-label={labels.list ?? t('listingsView.results')}
            data-testid={`${testId}-results`}
          >
            {items.map((item, index) => {
              const listing = listingOf(item);
              const key = itemKey?.(item) ?? listing?.id ?? index;
              const onHoverChange = (on: boolean) => setHoveredListing(on ? hoveredOf(listing) : null);
              if (renderItem) {
                return <li key={key}>{renderItem(item, { highlighted: highlighted(listing), onHoverChange })}</li>;
              }
              return (
                <li key={key} className={classes.item}>
                  {listing && (
                    <ListingCard
                      listing={listing}
                      headingLevel={2}
                      eager={index < 2}
                      highlighted={highlighted(listing)}
                      onHoverChange={(id) => onHoverChange(id !== null)}
                    />
                  )}
                  {renderExtra?.(item)}
                </li>
              );
            })}
          </ul>
        )}
        {meta && meta.lastPage > 1 && (
          <nav aria-label={labels.pages ?? t('listingsView.pages')}>
            <Pagination
              total={meta.lastPage}
              value={page}
              onChange={onPageChange}
              getControlProps={(control) => ({ 'aria-label': t(`listingsView.${control}Page`) })}
              getItemProps={(n) => ({ 'aria-label': t('listingsView.page', { page: n }) })}
              data-testid="renter-pagination"
            />
          </nav>
        )}
      </>
    );
  }

  return (
    <ListMapFrame variant="panel" desktop={desktop} map={map} withMap={!nothing} testId={testId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {/* Always rendered, so screen readers announce the count when it arrives or changes. */}
            <Text c="dimmed" aria-live="polite" data-testid={countTestId}>
              {meta &&
                meta.total > 0 &&
                t(countKey, { count: meta.total, formatted: formatNumber(meta.total, 0, i18n.language) })}
            </Text>
          </Stack>
          {!desktop && map && <ListMapToggle view={view} onChange={setView} />}
        </Group>
        {header}
        {body}
      </Stack>
    </ListMapFrame>
  );
}
