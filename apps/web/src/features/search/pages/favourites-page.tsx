// The favourites page (/{listings permalink}/favourites, spec 2): the renter store's favourite listings as
// cards and on a map, fetched by id (GET fav-listings, fav-map-markers) so it works logged out.
import { Stack, Text, Title } from '@mantine/core';
import { formatNumber } from '@rentals/shared/format';
import { IconHeart } from '@tabler/icons-react';
import { useMemo } from 'react';
import { BrowseRentalsEmptyState } from '../../../components/browse-rentals-empty-state.tsx';
import {
  ListMapFrame,
  MobileMap,
  markersArea,
  useDesktopLayout,
} from '../../../components/list-map-frame/list-map-frame.tsx';
import { PopupCards } from '../../../components/listing-card/popup-cards.tsx';
import { LazyListingsMap } from '../../../components/map/lazy-listings-map.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useRenterStore } from '../../renter/index.ts';
import { useFavouriteListings, useFavouriteMarkers } from '../api.ts';
import { FavouritesGone, RetryAlert } from '../components/later-parts.ts';
import { ResultsList } from '../components/results-list.tsx';
import { markerContains, markerForListing, useHoverStore } from '../hover-store.ts';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export function FavouritesPage() {
  const { t, i18n } = useTranslation();
  const ids = useRenterStore((s) => s.favouriteListings);
  const desktop = useDesktopLayout();
  const listingsQuery = useFavouriteListings(ids);
  const markersQuery = useFavouriteMarkers(ids);
  const hoveredListing = useHoverStore((s) => s.listing);
  const hoverMarker = useHoverStore((s) => s.hoverMarker);
  usePageTitle(t('search.favouritesTitle'));

  // A heart taken off here hides its card at once, before the list is fetched again.
  const listings = useMemo(
    () => listingsQuery.data?.listings.filter((l) => ids.includes(l.id)),
    [listingsQuery.data, ids],
  );
  const markers = markersQuery.data?.markers ?? [];
  const area = useMemo(() => markersArea(markers), [markers]);
  const gone = !listingsQuery.isPlaceholderData && listingsQuery.data && listingsQuery.data.total < ids.length;

  if (ids.length === 0) {
    return (
      <Stack gap="md" p="md" maw={720} mx="auto">
        <Title order={1} size="h2">
          {t('search.favouritesTitle')}
        </Title>
        <BrowseRentalsEmptyState
          icon={<IconHeart size={32} aria-hidden color="var(--mantine-color-red-6)" />}
          title={t('search.favouritesEmptyTitle')}
          body={t('search.favouritesEmptyBody')}
          browse={t('search.favouritesBrowse')}
          testId="favourites-empty"
        />
      </Stack>
    );
  }

  const map =
    markersQuery.data && area ? (
      <LazyListingsMap
        testId="favourites-map"
        markers={markers}
        area={area}
        highlightedKey={markerForListing(markers, hoveredListing)}
        onMarkerHover={hoverMarker}
        renderPopup={(marker) => <PopupCards listings={(listings ?? []).filter((l) => markerContains(marker, l))} />}
      />
    ) : null;

  return (
    <ListMapFrame desktop={desktop} map={map}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('search.favouritesTitle')}
          </Title>
          <Text c="dimmed" data-testid="result-count">
            {t('search.favouritesIntro', { count: ids.length, formatted: formatNumber(ids.length, 0, i18n.language) })}
          </Text>
        </Stack>
        {gone && <FavouritesGone />}
        {listingsQuery.isError && !listingsQuery.data ? (
          <RetryAlert
            title={t('search.errorTitle')}
            message={t('search.errorBody')}
            onRetry={() => void listingsQuery.refetch()}
            testId="search-error"
          />
        ) : (
          <ResultsList
            listings={listings}
            loading={listingsQuery.isPending}
            refreshing={listingsQuery.isPlaceholderData}
            skeletons={Math.min(ids.length, 6)}
          />
        )}
        {!desktop && map && <MobileMap>{map}</MobileMap>}
      </Stack>
    </ListMapFrame>
  );
}
