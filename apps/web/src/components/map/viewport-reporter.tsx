// Keeps the page and the map's view in step: the map tells the page where it is, the page may send it elsewhere.
import type { Bounds } from '@rentals/shared/search-filters';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useEffect, useRef } from 'react';
import type { MapsModule } from '../../lib/maps/maps-loader.ts';
import type { ViewportChange } from './listings-map-props.ts';
import { sameBounds, toLeafletBounds, viewportFromMap } from './map-geometry.ts';

/**
 * Reports the viewport after every move (and once at first), and fits the map to `area` when the page
 * asks for another area than the one the map last reported (e.g. back/forward to other URL bounds).
 */
export function ViewportReporter({
  map,
  maps,
  area,
  onViewportChange,
}: {
  map: LeafletMap;
  maps: MapsModule;
  area: Bounds | null;
  onViewportChange?: (change: ViewportChange) => void;
}) {
  const reported = useRef<Bounds | null>(null);
  const fitting = useRef(true);
  const onChange = useRef(onViewportChange);
  onChange.current = onViewportChange;

  const report = useCallback(() => {
    const b = map.getBounds();
    const viewport = viewportFromMap(
      { north: b.getNorth(), east: b.getEast(), south: b.getSouth(), west: b.getWest() },
      map.getZoom(),
    );
    reported.current = viewport.bounds;
    const byUser = !fitting.current;
    fitting.current = false;
    onChange.current?.({ ...viewport, byUser });
  }, [map]);

  maps.useMapEvents({ moveend: report });

  useEffect(() => {
    map.whenReady(report);
  }, [map, report]);

  useEffect(() => {
    if (!area || sameBounds(area, reported.current) || !reported.current) return;
    fitting.current = true;
    map.fitBounds(toLeafletBounds(area));
  }, [area, map]);

  return null;
}
