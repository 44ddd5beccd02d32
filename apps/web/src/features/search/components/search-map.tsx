import { useDebouncedValue } from '@mantine/hooks';
import type { SearchPlace } from '@rentals/shared/resources/listings';
import { type Bounds, filtersToApiParams, type SearchFilters } from '@rentals/shared/search-filters';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { LazyListingsMap } from '../../../components/map/lazy-listings-map.tsx';
import type { ViewportChange } from '../../../components/map/listings-map.tsx';
import type { Viewport } from '../../../components/map/map-geometry.ts';
import { RetryAlert } from '../../../components/retry-alert.tsx';
import { useMapMarkers } from '../api.ts';
import { markerForListing, useHoverStore } from '../hover-store.ts';
import { MarkerListings } from './marker-listings.tsx';
import classes from './search.module.css';
import '../i18n/index.ts';
import '../../../components/map/i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

const MOVE_DEBOUNCE_MS = 300;

export interface SearchMapProps {
  place: SearchPlace;
  filters: SearchFilters;
  scope: Record<string, string>;
  /** Sets or clears the bounds filter; `replace` for moves made while searching as the map moves. */
  onBoundsChange: (bounds: Bounds | null, options: { replace: boolean }) => void;
}

export function SearchMap({ place, filters, scope, onBoundsChange }: SearchMapProps) {
  const { t } = useTranslation();
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const [debounced] = useDebouncedValue(viewport, MOVE_DEBOUNCE_MS);
  // The area the map is asked to show: the URL's bounds or the place's. Clearing the bounds filter leaves
  // the map where it is; new URL bounds (back/forward, a shared link) move it.
  const [area, setArea] = useState<Bounds | null>(filters.bounds ?? place.bounds);
  useEffect(() => {
    if (filters.bounds) setArea(filters.bounds);
  }, [filters.bounds]);

  const base = useMemo(() => ({ ...scope, ...filtersToApiParams({ ...filters, bounds: null }) }), [scope, filters]);
  const markers = useMapMarkers(base, debounced);
  const list = markers.data?.markers ?? [];

  const hoveredListing = useHoverStore((s) => s.listing);
  const hoverMarker = useHoverStore((s) => s.hoverMarker);
  const highlightedKey = markerForListing(list, hoveredListing);
  useEffect(() => () => hoverMarker(null), [hoverMarker]);

  const searchAsMove = filters.bounds !== null;
  // The box answers the click at once; the URL (the truth) follows a moment later.
  const [pendingChecked, setPendingChecked] = useState<boolean | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL caught up
  useEffect(() => setPendingChecked(null), [searchAsMove]);
  const onViewportChange = useCallback(
    (change: ViewportChange) => {
      setViewport({ bounds: change.bounds, zoom: change.zoom });
      if (change.byUser && searchAsMove) onBoundsChange(change.bounds, { replace: true });
    },
    [searchAsMove, onBoundsChange],
  );

  return (
    <LazyListingsMap
      markers={list}
      area={area}
      center={place.center}
      onViewportChange={onViewportChange}
      highlightedKey={highlightedKey}
      onMarkerHover={hoverMarker}
      renderPopup={(marker, relayout) => (
        <MarkerListings key={marker.key} params={{ ...base, key: marker.key }} relayout={relayout} />
      )}
      overlay={
        <div className={classes.mapOverlayBox}>
          {/* A plain checkbox: the map's overlay should not pull the Checkbox component into the first download. */}
          <label className={classes.mapOverlayCheckbox}>
            <input
              type="checkbox"
              checked={pendingChecked ?? searchAsMove}
              disabled={!viewport}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                setPendingChecked(checked);
                onBoundsChange(checked && viewport ? viewport.bounds : null, { replace: false });
              }}
              data-testid="search-as-move"
            />
            {t('search.searchAsMove')}
          </label>
        </div>
      }
      status={
        markers.isError ? (
          <RetryAlert compact message={t('map.markersError')} onRetry={() => void markers.refetch()} />
        ) : null
      }
    />
  );
}
