// The address step's map (loaded on demand by pin-picker.tsx, Leaflet with it): the listing's pin, dragged or
// placed with a click, on the site's tiles. Keyboard users set the pin beside it, not here.
import { Alert } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import type { DragEndEvent, LeafletMouseEvent } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useMapTiles } from '../../../components/map/map-tiles.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { type MapsModule, useMaps } from '../../../lib/maps/maps-loader.ts';
import type { LatLng } from '../pin.ts';
import classes from './pin-map.module.css';
import { PinMapPlaceholder } from './pin-map-placeholder.tsx';

const ZOOM = 15;

const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="42" viewBox="0 0 30 42" aria-hidden="true"><path d="M15 0C6.7 0 0 6.7 0 15c0 11.2 15 27 15 27s15-15.8 15-27C30 6.7 23.3 0 15 0z" fill="#1864ab"/><circle cx="15" cy="15" r="6" fill="#fff"/></svg>';

export interface PinMapProps {
  pin: LatLng;
  onPlace: (point: LatLng) => void;
}

/** Clicks place the pin; a pin moved from outside (reset, another city) is brought into view. */
function PinControl({ maps, pin, onPlace }: PinMapProps & { maps: MapsModule }) {
  const map = maps.useMap();
  maps.useMapEvents({ click: (event: LeafletMouseEvent) => onPlace(event.latlng) });
  useEffect(() => {
    if (!map.getBounds().contains([pin.lat, pin.lng])) map.setView([pin.lat, pin.lng], map.getZoom());
  }, [map, pin.lat, pin.lng]);
  return null;
}

function LeafletPinMap({ maps, pin, onPlace }: PinMapProps & { maps: MapsModule }) {
  const tiles = useMapTiles();
  const icon = useMemo(
    () => maps.L.divIcon({ html: PIN_SVG, className: classes.pin, iconSize: [30, 42], iconAnchor: [15, 42] }),
    [maps],
  );
  const latest = useRef(onPlace);
  latest.current = onPlace;
  const eventHandlers = useMemo(
    () => ({ dragend: (event: DragEndEvent) => latest.current(event.target.getLatLng()) }),
    [],
  );
  return (
    <maps.MapContainer center={[pin.lat, pin.lng]} zoom={ZOOM} scrollWheelZoom={false} className={classes.map}>
      <maps.TileLayer {...tiles} />
      <PinControl maps={maps} pin={pin} onPlace={onPlace} />
      <maps.Marker position={[pin.lat, pin.lng]} icon={icon} draggable keyboard={false} eventHandlers={eventHandlers} />
    </maps.MapContainer>
  );
}

export function PinMap(props: PinMapProps) {
  const { t } = useTranslation();
  const state = useMaps();
  if (state.status === 'ready') return <LeafletPinMap maps={state.maps} {...props} />;
  if (state.status === 'error') {
    return (
      <Alert color="red" icon={<IconMapPinOff aria-hidden />} role="alert" data-testid="pin-map-error">
        {t('portalListings.pin.loadError')}
      </Alert>
    );
  }
  return <PinMapPlaceholder />;
}
