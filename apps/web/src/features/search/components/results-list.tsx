// The grid of listing cards, with skeletons for the first load and the previous page kept (dimmed) while
// the next one loads. Cards and markers highlight each other through the hover store.
import type { ListingCard as ListingCardData } from '@rentals/shared/resources/listings';
import { useCallback, useEffect } from 'react';
import { ListingCard, ListingCardSkeleton } from '../../../components/listing-card/listing-card.tsx';
import { markerContains, useHoverStore } from '../hover-store.ts';
import classes from './search.module.css';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

interface ResultsListProps {
  listings: readonly ListingCardData[] | undefined;
  /** Loading with nothing to show yet: skeletons. */
  loading: boolean;
  /** A new page or search is on its way while the last one stays on screen. */
  refreshing?: boolean;
  skeletons?: number;
}

export function ResultsList({ listings, loading, refreshing = false, skeletons = 6 }: ResultsListProps) {
  const { t } = useTranslation();
  const hoverListing = useHoverStore((s) => s.hoverListing);
  const hoveredMarker = useHoverStore((s) => s.marker);
  const onHoverChange = useCallback(
    (id: number | null) => {
      const listing = id === null ? null : listings?.find((l) => l.id === id);
      hoverListing(listing ? { id: listing.id, lat: listing.lat, lng: listing.lng } : null);
    },
    [hoverListing, listings],
  );

  // A card clicked (leaving the page) or gone from the list must not stay highlighted on the map.
  useEffect(() => () => hoverListing(null), [hoverListing]);

  if (loading && !listings) {
    return (
      <ul className={classes.grid} aria-busy="true" aria-label={t('search.loading')} data-testid="search-loading">
        {Array.from({ length: skeletons }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <li key={i}>
            <ListingCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (!listings?.length) return null;
  return (
    <ul
      className={`${classes.grid} ${refreshing ? classes.resultsBusy : ''}`}
      aria-busy={refreshing || undefined}
      aria-label={t('search.results')}
      data-testid="search-results"
    >
      {listings.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard
            listing={listing}
            headingLevel={2}
            eager={index < 2}
            priority={index === 0}
            highlighted={!!hoveredMarker && markerContains(hoveredMarker, listing)}
            onHoverChange={onHoverChange}
          />
        </li>
      ))}
    </ul>
  );
}
