// The Leaflet map's zoom as React state, for what is drawn differently at each zoom (decluttered markers).
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useState } from 'react';

/** The map's zoom, once it has one, and after every zoom. */
export function useMapZoom(map: LeafletMap | null): number | null {
  const [zoom, setZoom] = useState<number | null>(null);
  useEffect(() => {
    if (!map) return;
    const update = () => setZoom(map.getZoom());
    map.whenReady(update);
    map.on('zoomend', update);
    return () => {
      map.off('zoomend', update);
    };
  }, [map]);
  return zoom;
}
