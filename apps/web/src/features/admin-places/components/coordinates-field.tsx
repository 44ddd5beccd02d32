// A place's coordinates: a Leaflet map (loaded on demand through the maps loader, which retries) where a click
// places the pin and the pin can be dragged, above the latitude and longitude as numbers (the keyboard's way,
// and the way when the map cannot load). Both write the form's `lat` and `lng`.
import { Alert, Group, Input, NumberInput, Skeleton, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconMapOff } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useMapTiles } from '../../../components/map/map-tiles.ts';
import { type MapsModule, useMaps } from '../../../lib/maps/maps-loader.ts';
import classes from './coordinates.module.css';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="42" viewBox="0 0 30 42" aria-hidden="true"><path d="M15 0C6.7 0 0 6.7 0 15c0 11.2 15 27 15 27s15-15.8 15-27C30 6.7 23.3 0 15 0z" fill="#1971c2"/><circle cx="15" cy="15" r="6" fill="#fff"/></svg>';
const PLACE_ZOOM = 10;
const CONTINENT = { lat: 47, lng: -95, zoom: 3 };

interface LatLng {
  lat: number;
  lng: number;
}

/** Six decimals (~10 cm) and longitudes wrapped into -180..180. */
const rounded = (point: { lat: number; lng: number; wrap?: () => LatLng }): LatLng => {
  const p = point.wrap ? point.wrap() : point;
  const six = (n: number) => Math.round(n * 1e6) / 1e6;
  return { lat: six(Math.max(-90, Math.min(90, p.lat))), lng: six(p.lng) };
};

const numberOr = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : value !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : null;

function ClickToPlace({ maps, onChange }: { maps: MapsModule; onChange: (p: LatLng) => void }) {
  maps.useMapEvents({ click: (event) => onChange(rounded(event.latlng)) });
  return null;
}

/** Brings a position typed in the inputs into view. */
function FollowValue({ maps, value }: { maps: MapsModule; value: LatLng | null }) {
  const map = maps.useMap();
  const lat = value?.lat;
  const lng = value?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    if (!map.getBounds().contains([lat, lng])) map.setView([lat, lng], Math.max(map.getZoom(), PLACE_ZOOM));
  }, [map, lat, lng]);
  return null;
}

function CoordinatesMap({
  maps,
  value,
  onChange,
}: {
  maps: MapsModule;
  value: LatLng | null;
  onChange: (p: LatLng) => void;
}) {
  const { t } = useTranslation();
  const tiles = useMapTiles();
  const { MapContainer, TileLayer, Marker, L } = maps;
  const icon = useMemo(
    () => L.divIcon({ html: PIN_SVG, className: classes.pin, iconSize: [30, 42], iconAnchor: [15, 42] }),
    [L],
  );
  const start = value ? { ...value, zoom: PLACE_ZOOM } : CONTINENT;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a map region, not a page section
    <div role="region" aria-label={t('placesAdmin.map.label')} data-testid="coordinates-map">
      <MapContainer center={[start.lat, start.lng]} zoom={start.zoom} className={classes.map}>
        <TileLayer {...tiles} />
        <ClickToPlace maps={maps} onChange={onChange} />
        <FollowValue maps={maps} value={value} />
        {value && (
          <Marker
            position={[value.lat, value.lng]}
            icon={icon}
            draggable
            keyboard={false}
            eventHandlers={{ dragend: (event) => onChange(rounded(event.target.getLatLng())) }}
          />
        )}
      </MapContainer>
    </div>
  );
}

function MapOrFallback({ value, onChange }: { value: LatLng | null; onChange: (p: LatLng) => void }) {
  const { t } = useTranslation();
  const state = useMaps();
  if (state.status === 'ready') return <CoordinatesMap maps={state.maps} value={value} onChange={onChange} />;
  if (state.status === 'error') {
    return (
      <Alert color="yellow" icon={<IconMapOff size={18} aria-hidden />} data-testid="coordinates-map-error">
        {t('placesAdmin.map.loadError')}
      </Alert>
    );
  }
  return <Skeleton className={classes.map} aria-label={t('placesAdmin.map.label')} aria-busy="true" />;
}

// biome-ignore lint/suspicious/noExplicitAny: any form with lat and lng
export function CoordinatesField({ form }: { form: UseFormReturnType<any> }) {
  const { t } = useTranslation();
  const lat = numberOr(form.values.lat);
  const lng = numberOr(form.values.lng);
  const value = lat !== null && lng !== null ? { lat, lng } : null;
  const place = (p: LatLng) => form.setValues({ lat: p.lat, lng: p.lng });
  const number = (name: 'lat' | 'lng', max: number) => (
    <NumberInput
      label={t(`placesAdmin.fields.${name}`)}
      withAsterisk
      min={-max}
      max={max}
      decimalScale={6}
      step={0.01}
      {...form.getInputProps(name)}
      data-testid={`field-${name}`}
    />
  );
  return (
    <Input.Wrapper label={t('placesAdmin.fields.location')} description={t('placesAdmin.fields.locationHint')}>
      <Stack gap="xs" mt={4}>
        <MapOrFallback value={value} onChange={place} />
        <Group grow align="flex-start">
          {number('lat', 90)}
          {number('lng', 180)}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
