// Where the listing is: a Leaflet map loaded on demand through the maps loader (retries included), one
// marker, a placeholder of the same size while it loads, and an error with a retry if it never does.
// Below the fold: the map's code (Leaflet) loads only when the reader comes near it (use-near-viewport.ts);
// until then, and in the server's HTML, the placeholder holds its place.
import { Alert, Anchor, Button, Group, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import type { ListingDetail } from '@rentals/shared/resources/listings';
import { IconMapPinOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useMapTiles } from '../../../components/map/map-tiles.ts';
import { type MapsModule, useMaps } from '../../../lib/maps/maps-loader.ts';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import classes from './listing-page.module.css';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

const MAP_ZOOM = 15;

const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="42" viewBox="0 0 30 42" aria-hidden="true"><path d="M15 0C6.7 0 0 6.7 0 15c0 11.2 15 27 15 27s15-15.8 15-27C30 6.7 23.3 0 15 0z" fill="#1864ab"/><circle cx="15" cy="15" r="6" fill="#fff"/></svg>';

type Place = Pick<ListingDetail, 'lat' | 'lng' | 'title'>;

function LeafletMap({ maps, listing }: { maps: MapsModule; listing: Place }) {
  const { t } = useTranslation();
  const tiles = useMapTiles();
  const { MapContainer, TileLayer, Marker, L } = maps;
  const icon = useMemo(
    () => L.divIcon({ html: PIN_SVG, className: classes.pin, iconSize: [30, 42], iconAnchor: [15, 42] }),
    [L],
  );
  return (
    <section aria-label={t('listing.map.label', { title: listing.title })}>
      <MapContainer center={[listing.lat, listing.lng]} zoom={MAP_ZOOM} scrollWheelZoom={false} className={classes.map}>
        <TileLayer {...tiles} />
        <Marker position={[listing.lat, listing.lng]} icon={icon} keyboard={false} />
      </MapContainer>
    </section>
  );
}

function MapLoader({ listing, onRetry }: { listing: Place; onRetry: () => void }) {
  const { t } = useTranslation();
  const state = useMaps();
  if (state.status === 'ready') return <LeafletMap maps={state.maps} listing={listing} />;
  if (state.status === 'error') {
    return (
      <Alert
        className={classes.mapError}
        color="red"
        icon={<IconMapPinOff aria-hidden />}
        title={t('listing.map.loadError')}
        role="alert"
      >
        <Button size="xs" variant="light" color="red" onClick={onRetry} mt="xs">
          {t('common.tryAgain')}
        </Button>
      </Alert>
    );
  }
  return <MapPlaceholder />;
}

/** The map's place (its height) while it is far below or loading. */
function MapPlaceholder() {
  const { t } = useTranslation();
  return <Skeleton className={classes.map} aria-busy="true" aria-label={t('listing.map.loading')} role="status" />;
}

export function ListingMap({ listing }: { listing: Place }) {
  const { t } = useTranslation();
  // A retry mounts a fresh loader; after a final failure the maps loader starts again from scratch.
  const [attempt, setAttempt] = useState(0);
  const { ref, near } = useNearViewport();
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${listing.lat},${listing.lng}`;
  return (
    <div data-testid="listing-map" ref={ref}>
      {near ? (
        <MapLoader key={attempt} listing={listing} onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <MapPlaceholder />
      )}
      <Group justify="flex-end" mt={6}>
        <Text size="sm">
          <Anchor href={directions} target="_blank" rel="noopener noreferrer">
            {t('listing.map.directions')}
            <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
          </Anchor>
        </Text>
      </Group>
    </div>
  );
}
