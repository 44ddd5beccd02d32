// A map popup of the renter area's lists: the listings of the page at that marker, or, for a listing on another
// page, its card fetched by id (GET fav-listings, public); a group partly elsewhere says how many more.
import { Loader, Stack, Text } from '@mantine/core';
import type { ListingCard as ListingCardData, MapMarker } from '@rentals/shared/resources/listings';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { publicListingKeys, publicListingsApi } from '../../lib/public-listings.ts';
import { markerContains } from '../list-map-frame/marker-match.ts';
import { PopupCards } from '../listing-card/popup-cards.tsx';
import { RetryAlert } from '../retry-alert.tsx';
import './i18n/index.ts';
import { useTranslation } from '../../lib/i18n/index.ts';

interface MarkerPopupProps {
  marker: MapMarker;
  pageListings: readonly ListingCardData[];
  relayout: () => void;
}

export function MarkerPopup({ marker, pageListings, relayout }: MarkerPopupProps) {
  const { t } = useTranslation();
  const here = pageListings.filter((listing) => markerContains(marker, listing));
  const missingId = marker.listingId !== null && here.length === 0 ? marker.listingId : null;
  const missingIds = [missingId ?? 0];
  const fetched = useQuery({
    queryKey: publicListingKeys.byIds(missingIds),
    queryFn: ({ signal }) => publicListingsApi.byIds(missingIds, signal),
    enabled: missingId !== null,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure the popup when its content changes
  useEffect(() => relayout(), [fetched.data, fetched.isError, relayout]);

  if (missingId !== null) {
    if (fetched.isPending) return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
    if (fetched.isError) {
      return <RetryAlert compact message={t('listingsView.popupError')} onRetry={() => void fetched.refetch()} />;
    }
    return <PopupCards listings={fetched.data.listings} />;
  }
  const more = marker.count - here.length;
  return (
    <Stack gap="xs">
      <PopupCards listings={here} />
      {more > 0 && (
        <Text size="sm" c="dimmed">
          {t('listingsView.moreElsewhere', { count: more })}
        </Text>
      )}
    </Stack>
  );
}
