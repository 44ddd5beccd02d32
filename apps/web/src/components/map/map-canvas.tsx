// The Leaflet map once Leaflet has loaded: its first view, its tiles, the markers (merged where they would
// overlap when asked to declutter), what choosing one does (zoom into a cluster, else open its popup) and
// the viewport it reports.
import type { MapMarker } from '@rentals/shared/resources/listings';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MapsModule } from '../../lib/maps/maps-loader.ts';
import { declutter } from './declutter.ts';
import type { MapCanvasProps } from './listings-map-props.ts';
import classes from './map.module.css';
import { MAX_ZOOM, MIN_ZOOM, NORTH_AMERICA, toLeafletBounds } from './map-geometry.ts';
import { useMapTiles } from './map-tiles.ts';
import { markerAction } from './marker-format.ts';
import { MarkerPin } from './marker-pin.tsx';
import { MarkerPopup } from './marker-popup.tsx';
import { useMapZoom } from './use-map-zoom.ts';
import { ViewportReporter } from './viewport-reporter.tsx';

const STREET_ZOOM = 14;

export function MapCanvas({
  maps,
  markers,
  area,
  center,
  onViewportChange,
  highlightedKey = null,
  onMarkerHover,
  renderPopup,
  declutter: merge = false,
}: MapCanvasProps & { maps: MapsModule }) {
  const { MapContainer, TileLayer } = maps;
  const tiles = useMapTiles();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [open, setOpen] = useState<{ marker: MapMarker; byKeyboard: boolean } | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const zoom = useMapZoom(map);
  const shown = useMemo(() => {
    if (!merge) return markers.map((marker) => ({ marker, members: [marker] }));
    if (!map || zoom === null) return [];
    return declutter(markers, (lat, lng) => map.project([lat, lng], zoom));
  }, [merge, markers, map, zoom]);
  // The first view: the URL's or the place's area, else the place's centre, else the continent.
  const [initial] = useState(() =>
    area || !center
      ? { bounds: toLeafletBounds(area ?? NORTH_AMERICA) }
      : { center: [center.lat, center.lng] as [number, number], zoom: STREET_ZOOM },
  );

  const choose = useCallback(
    (marker: MapMarker, byKeyboard: boolean) => {
      if (!map) return;
      const zoom = map.getZoom();
      if (markerAction(marker, zoom, MAX_ZOOM) === 'zoom' && marker.bounds) {
        const target = maps.L.latLngBounds(toLeafletBounds(marker.bounds));
        const fitted = map.getBoundsZoom(target, false, maps.L.point(48, 48));
        if (fitted > zoom) map.fitBounds(target, { padding: [24, 24] });
        else map.setView([marker.lat, marker.lng], Math.min(zoom + 2, MAX_ZOOM));
        return;
      }
      setOpen({ marker, byKeyboard });
    },
    [map, maps],
  );

  // The map's container changes size with the layout (list/map toggle, window): let Leaflet re-measure.
  useEffect(() => {
    const element = frame.current?.parentElement;
    if (!map || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(element);
    return () => observer.disconnect();
  }, [map]);

  return (
    <div ref={frame} className={classes.map}>
      <MapContainer
        ref={setMap}
        {...initial}
        className={classes.map}
        minZoom={MIN_ZOOM}
        maxZoom={MAX_ZOOM}
        scrollWheelZoom
        keyboard
      >
        <TileLayer {...tiles} />
        {map && <ViewportReporter map={map} area={area} onViewportChange={onViewportChange} maps={maps} />}
        {shown.map(({ marker, members }) => (
          <MarkerPin
            key={marker.key}
            maps={maps}
            marker={marker}
            highlighted={highlightedKey !== null && members.some((m) => m.key === highlightedKey)}
            onHover={onMarkerHover}
            onChoose={choose}
          />
        ))}
        {open && map && (
          <MarkerPopup
            maps={maps}
            map={map}
            marker={open.marker}
            focusOnOpen={open.byKeyboard}
            onClose={() => setOpen(null)}
            renderPopup={renderPopup}
          />
        )}
      </MapContainer>
    </div>
  );
}
