// A map popup of the renter's lists: the listings of the page at that marker, or, for a listing on another
// page, its card fetched by id (GET fav-listings, public); a group partly elsewhere says how many more.
import { Loader, Stack, Text } from '@mantine/core';
import type { ListingCard as ListingCardData, MapMarker } from '@rentals/shared/resources/listings';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { markerContains } from '../../../components/list-map-frame/marker-match.ts';
import { ListingCard } from '../../../components/listing-card/listing-card.tsx';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { renterApi } from '../api.ts';
import '../i18n/index.ts';

interface MarkerPopupProps {
  marker: MapMarker;
  pageListings: readonly ListingCardData[];
  relayout: () => void;
}

export function MarkerPopup({ marker, pageListings, relayout }: MarkerPopupProps) {
  const { t } = useTranslation();
  const here = pageListings.filter((listing) => markerContains(marker, listing));
  const missingId = marker.listingId !== null && here.length === 0 ? marker.listingId : null;
  const fetched = useQuery({
    queryKey: ['fav-listings', String(missingId)],
    queryFn: ({ signal }) => renterApi.cardsById([missingId ?? 0], signal),
    enabled: missingId !== null,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure the popup when its content changes
  useEffect(() => relayout(), [fetched.data, fetched.isError, relayout]);

  if (missingId !== null) {
    if (fetched.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
    if (fetched.isError) {
      return <RetryAlert compact message={t('renter.list.popupError')} onRetry={() => void fetched.refetch()} />;
    }
    return <Cards listings={fetched.data.listings} />;
  }
  const more = marker.count - here.length;
  return (
    <Stack gap="xs">
      <Cards listings={here} />
      {more > 0 && (
        <Text size="sm" c="dimmed">
          {t('renter.list.moreElsewhere', { count: more })}
        </Text>
      )}
    </Stack>
  );
}

function Cards({ listings }: { listings: readonly ListingCardData[] }) {
  return (
    <Stack gap="xs">
      {listings.map((listing) => (
        <ListingCard key={listing.id} listing={listing} variant="compact" headingLevel={3} />
      ))}
    </Stack>
  );
}
