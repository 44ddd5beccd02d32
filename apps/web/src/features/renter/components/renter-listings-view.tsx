// The frame of the renter area's lists (favourites, recommended, viewed): title, a count that is announced,
// the cards of one page with what each page adds under a card, page links, and the map of all the listings
// beside them (desktop) or behind a list/map switch (phone). Loading, empty and failed states included.
import { Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { formatNumber } from '@rentals/shared/format';
import type { PageMeta } from '@rentals/shared/pagination';
import type { ListingCard as ListingCardData, MapMarker, MapMarkersResponse } from '@rentals/shared/resources/listings';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ListMapFrame,
  ListMapToggle,
  type ListMapView,
  MobileMap,
  markersArea,
  useDesktopLayout,
} from '../../../components/list-map-frame/list-map-frame.tsx';
import {
  type HoveredListing,
  markerContains,
  markerForListing,
} from '../../../components/list-map-frame/marker-match.ts';
import grid from '../../../components/listing-card/card-grid.module.css';
import { ListingCard, ListingCardSkeleton } from '../../../components/listing-card/listing-card.tsx';
import { LazyListingsMap } from '../../../components/map/lazy-listings-map.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { MarkerPopup } from './marker-popup.tsx';
import classes from './renter.module.css';
import '../i18n/index.ts';

export interface RenterListingsViewProps<T> {
  title: ReactNode;
  /** The i18n key of the count line under the title ({{formatted}} rentals), announced when it changes. */
  countKey: string;
  /** Between the title and the list (an intro, a note). */
  header?: ReactNode;
  list: UseQueryResult<{ data: T[]; meta: PageMeta }>;
  markers: UseQueryResult<MapMarkersResponse>;
  listingOf: (item: T) => ListingCardData;
  /** What a page adds to a card (a date, a reason, a button). */
  renderExtra?: (item: T) => ReactNode;
  /** Items to leave out at once, before the list is fetched again (a heart taken off). */
  hidden?: (item: T) => boolean;
  page: number;
  onPageChange: (page: number) => void;
  empty: ReactNode;
  testId: string;
}

export function RenterListingsView<T>({
  title,
  countKey,
  header,
  list,
  markers: markersQuery,
  listingOf,
  renderExtra,
  hidden,
  page,
  onPageChange,
  empty,
  testId,
}: RenterListingsViewProps<T>) {
  const { t } = useTranslation();
  const desktop = useDesktopLayout();
  const [view, setView] = useState<ListMapView>('list');
  const [hoveredListing, setHoveredListing] = useState<HoveredListing | null>(null);
  const [hoveredMarker, setHoveredMarker] = useState<MapMarker | null>(null);

  const items = useMemo(() => (list.data?.data ?? []).filter((item) => !hidden?.(item)), [list.data, hidden]);
  const listings = useMemo(() => items.map(listingOf), [items, listingOf]);
  const markers = markersQuery.data?.markers ?? [];
  const area = useMemo(() => markersArea(markers), [markers]);
  const meta = list.data?.meta;
  const nothing = !!list.data && !list.isPlaceholderData && meta?.total === 0;

  const onHoverChange = useCallback(
    (id: number | null) => {
      const listing = id === null ? null : listings.find((l) => l.id === id);
      setHoveredListing(listing ? { id: listing.id, lat: listing.lat, lng: listing.lng } : null);
    },
    [listings],
  );

  const map =
    area && !nothing ? (
      <LazyListingsMap
        testId={`${testId}-map`}
        markers={markers}
        area={area}
        highlightedKey={markerForListing(markers, hoveredListing)}
        onMarkerHover={setHoveredMarker}
        renderPopup={(marker, relayout) => <MarkerPopup marker={marker} pageListings={listings} relayout={relayout} />}
      />
    ) : null;

  let body: ReactNode;
  if (list.isError && !list.data) {
    body = <RetryAlert message={t('renter.list.loadError')} onRetry={() => void list.refetch()} testId="list-error" />;
  } else if (!list.data) {
    body = (
      <ul className={grid.grid} aria-busy="true" aria-label={t('renter.list.loading')}>
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
            className={`${grid.grid} ${list.isPlaceholderData ? grid.busy : ''}`}
            aria-busy={list.isPlaceholderData || undefined}
            aria-label={t('renter.list.results')}
            data-testid={`${testId}-results`}
          >
            {items.map((item, index) => {
              const listing = listingOf(item);
              return (
                <li key={listing.id} className={classes.item}>
                  <ListingCard
                    listing={listing}
                    headingLevel={2}
                    eager={index < 2}
                    highlighted={!!hoveredMarker && markerContains(hoveredMarker, listing)}
                    onHoverChange={onHoverChange}
                  />
                  {renderExtra?.(item)}
                </li>
              );
            })}
          </ul>
        )}
        {meta && meta.lastPage > 1 && (
          <Pagination
            total={meta.lastPage}
            value={page}
            onChange={onPageChange}
            getControlProps={(control) => ({ 'aria-label': t(`renter.list.${control}Page`) })}
            getItemProps={(n) => ({ 'aria-label': t('renter.list.page', { page: n }) })}
            aria-label={t('renter.list.pages')}
            data-testid="renter-pagination"
          />
        )}
      </>
    );
  }

  return (
    <ListMapFrame variant="panel" desktop={desktop} map={map} testId={testId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed" aria-live="polite" data-testid="renter-count">
              {meta && t(countKey, { count: meta.total, formatted: formatNumber(meta.total) })}
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
