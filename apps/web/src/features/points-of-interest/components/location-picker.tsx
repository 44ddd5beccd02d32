// Where a point of interest is: a Leaflet map (loaded on demand through the maps loader, which retries) where
// a click places the pin and the pin can be dragged. The map follows a position chosen elsewhere (a city
// found by name, typed coordinates). Keyboard users set the position with the finder or the coordinates.
import { Alert, Button, Skeleton } from '@mantine/core';
import type { LatLng } from '@rentals/shared/travel';
import { IconMapOff } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useMapTiles } from '../../../components/map/map-tiles.ts';
import { type MapsModule, useMaps } from '../../../lib/maps/maps-loader.ts';
import classes from './picker.module.css';
import '../i18n/places.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

/** Without a position or a place to start from: North America. */
const CONTINENT = { center: { lat: 47, lng: -95 }, zoom: 3 };
const PLACED_ZOOM = 14;
const AREA_ZOOM = 11;

const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="42" viewBox="0 0 30 42" aria-hidden="true"><path d="M15 0C6.7 0 0 6.7 0 15c0 11.2 15 27 15 27s15-15.8 15-27C30 6.7 23.3 0 15 0z" fill="#c92a2a"/><circle cx="15" cy="15" r="6" fill="#fff"/></svg>';

export interface LocationPickerProps {
  value: LatLng | null;
  /** Where the map starts without a value (the search's place, the listing). */
  center?: LatLng | null;
  onChange: (position: LatLng) => void;
}

/** A point on Earth from a map position (longitudes wrapped into -180..180). */
const fromLeaflet = (latLng: { lat: number; lng: number; wrap?: () => { lat: number; lng: number } }): LatLng => {
  const wrapped = latLng.wrap ? latLng.wrap() : latLng;
  return { lat: Math.max(-90, Math.min(90, wrapped.lat)), lng: wrapped.lng };
};

function ClickToPlace({ maps, onChange }: { maps: MapsModule; onChange: (position: LatLng) => void }) {
  maps.useMapEvents({ click: (event) => onChange(fromLeaflet(event.latlng)) });
  return null;
}

/** Shows a position set from outside the map when it is out of view. */
function FollowValue({ maps, value }: { maps: MapsModule; value: LatLng | null }) {
  const map = maps.useMap();
  const lat = value?.lat;
  const lng = value?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    if (!map.getBounds().contains([lat, lng])) map.setView([lat, lng], Math.max(map.getZoom(), PLACED_ZOOM - 1));
  }, [map, lat, lng]);
  return null;
}

function PickerMap({ maps, value, center, onChange }: LocationPickerProps & { maps: MapsModule }) {
  const { t } = useTranslation();
  const tiles = useMapTiles();
  const { MapContainer, TileLayer, Marker, L } = maps;
  const icon = useMemo(
    () => L.divIcon({ html: PIN_SVG, className: classes.pin, iconSize: [30, 42], iconAnchor: [15, 42] }),
    [L],
  );
  // The first view only: afterwards the renter moves the map.
  const [start] = useState(() =>
    value ? { center: value, zoom: PLACED_ZOOM } : center ? { center, zoom: AREA_ZOOM } : CONTINENT,
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a map region, not a page section
    <div role="region" aria-label={t('poi.mapLabel')} data-testid="poi-map">
      <MapContainer center={[start.center.lat, start.center.lng]} zoom={start.zoom} className={classes.map}>
        <TileLayer {...tiles} />
        <ClickToPlace maps={maps} onChange={onChange} />
        <FollowValue maps={maps} value={value} />
        {value && (
          <Marker
            position={[value.lat, value.lng]}
            icon={icon}
            draggable
            keyboard={false}
            eventHandlers={{ dragend: (event) => onChange(fromLeaflet(event.target.getLatLng())) }}
          />
        )}
      </MapContainer>
    </div>
  );
}

function PickerLoader({ onRetry, ...props }: LocationPickerProps & { onRetry: () => void }) {
  const { t } = useTranslation();
  const state = useMaps();
  if (state.status === 'ready') return <PickerMap maps={state.maps} {...props} />;
  if (state.status === 'error') {
    return (
      <Alert color="red" icon={<IconMapOff size={18} aria-hidden />} role="alert" data-testid="poi-map-error">
        {t('poi.mapLoadError')}
        <Button size="compact-sm" variant="light" color="red" mt="xs" display="block" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      </Alert>
    );
  }
  return <Skeleton className={classes.map} aria-label={t('poi.mapLabel')} aria-busy="true" />;
}

export function LocationPicker(props: LocationPickerProps) {
  // A retry mounts a fresh loader; after a final failure the maps loader starts again from scratch.
  const [attempt, setAttempt] = useState(0);
  return <PickerLoader key={attempt} onRetry={() => setAttempt((n) => n + 1)} {...props} />;
}
